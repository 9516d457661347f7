import { describe, expect, it } from 'vitest';
import { switcherOptions } from './switcher';

describe('switcherOptions', () => {
  const options = switcherOptions('/pricing', { docs: false, internationalLabel: 'International' });

  it('offers the default site and all ten locales, each on the same page', () => {
    expect(options.map((option) => option.href)).toEqual([
      '/pricing',
      '/en-DK/pricing',
      '/da-DK/pricing',
      '/en-NO/pricing',
      '/nb-NO/pricing',
      '/en-SE/pricing',
      '/sv-SE/pricing',
      '/en-FI/pricing',
      '/fi-FI/pricing',
      '/en-DE/pricing',
      '/de-DE/pricing',
    ]);
  });

  it('names each choice in its own language', () => {
    const label = (locale: string) => options.find((option) => option.locale === locale)?.label;
    expect(label('default')).toBe('International · English');
    expect(label('da-DK')).toBe('Danmark · Dansk');
    expect(label('en-DK')).toBe('Denmark · English');
    expect(label('nb-NO')).toBe('Norge · Norsk bokmål');
    expect(label('sv-SE')).toBe('Sverige · Svenska');
    expect(label('en-SE')).toBe('Sweden · English');
    expect(label('fi-FI')).toBe('Suomi · Suomi');
    expect(label('de-DE')).toBe('Deutschland · Deutsch');
    expect(label('en-DE')).toBe('Germany · English');
  });

  it("moves a docs page to the same doc in the chosen locale's docs language", () => {
    const hrefs = (path: string) =>
      Object.fromEntries(
        switcherOptions(path, { docs: true, internationalLabel: 'International' }).map((option) => [
          option.locale,
          option.href,
        ]),
      );
    const fromEnglish = hrefs('/docs/billing/plans#plan-fields');
    expect(fromEnglish['da-DK']).toBe('/da-DK/docs/billing/plans#plan-fields');
    expect(fromEnglish['nb-NO']).toBe('/nb-NO/docs/billing/plans#plan-fields');
    expect(fromEnglish['en-DK']).toBe('/docs/billing/plans#plan-fields');
    expect(fromEnglish['sv-SE']).toBe('/docs/billing/plans#plan-fields');
    const fromDanish = hrefs('/da-DK/docs/');
    expect(fromDanish['default']).toBe('/docs/');
    expect(fromDanish['nb-NO']).toBe('/nb-NO/docs/');
    expect(fromDanish['da-DK']).toBe('/da-DK/docs/');
  });
});
