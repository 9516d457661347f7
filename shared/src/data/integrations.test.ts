import { describe, expect, it } from 'vitest';
import { EXTERNAL_URLS } from '../brand';
import { contrastRatio } from './contrast';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATION_SUMMARIES,
  INTEGRATION_TAGS,
  offeredIn,
  TAG_COLOURS,
  textIn,
} from './integrationList';
import { INTEGRATIONS, integrationBySlug, integrationsIn } from './integrations';

describe('the integration list', () => {
  it('holds the per-category counts of the catalogue (29 in all)', () => {
    const counts = Object.fromEntries(
      INTEGRATION_CATEGORIES.map((category) => [category, integrationsIn(category).length]),
    );
    expect(counts).toEqual({
      erp: 11,
      'payment-card': 1,
      'direct-debit': 4,
      bank: 7,
      reporting: 3,
      crm: 1,
      other: 2,
    });
    expect(INTEGRATIONS).toHaveLength(29);
  });

  it('has unique, lowercase slugs', () => {
    const slugs = INTEGRATIONS.map((integration) => integration.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives the menu the same entries, in the same order, without their descriptions', () => {
    expect(INTEGRATION_SUMMARIES.map((summary) => summary.slug)).toEqual(
      INTEGRATIONS.map((entry) => entry.slug),
    );
    for (const summary of INTEGRATION_SUMMARIES) expect(summary).not.toHaveProperty('description');
  });

  it('gives every entry its own image file', () => {
    const images = INTEGRATIONS.map((integration) => integration.image);
    expect(new Set(images).size).toBe(images.length);
  });
});

describe.each(INTEGRATIONS)('integration $slug', (integration) => {
  it('has a known category, known countries and a tag of a known kind', () => {
    expect(INTEGRATION_CATEGORIES).toContain(integration.category);
    for (const country of integration.countries) expect(['DK', 'NO', 'SE', 'FI', 'DE']).toContain(country);
    if (integration.tag !== undefined) {
      expect(INTEGRATION_TAGS).toContain(integration.tag);
      expect(contrastRatio(integration.tagBgColor!, integration.tagTextColor!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a title and a description within length in en, da and nb', () => {
    for (const language of ['en', 'da', 'nb']) {
      const title = textIn(integration.title, language);
      const description = textIn(integration.description, language);
      expect(title.trim().length, `${language} title`).toBeGreaterThan(1);
      expect(title.length, `${language} title`).toBeLessThanOrEqual(40);
      expect(description.length, `${language} description`).toBeGreaterThanOrEqual(40);
      expect(description.length, `${language} description`).toBeLessThanOrEqual(160);
    }
  });

  it('links its page and docs on this site, and other hosts over https', () => {
    expect(integration.link).toBe(`/integrations/${integration.slug}`);
    expect(integration.docs).toMatch(
      new RegExp(`^/docs/organization/settings/integrations/${integration.category}(/${integration.slug})?$`),
    );
    expect(integration.image).toBe(`/img/integrations/${integration.slug}.svg`);
    expect(new URL(integration.website).protocol).toBe('https:');
    expect(integration.buttonLink.startsWith(EXTERNAL_URLS.appIntegrations)).toBe(true);
  });
});

describe('integration fields', () => {
  it('sends the Set-up buttons of e-conomic and Stripe to their settings pages, the rest to the list', () => {
    expect(integrationBySlug('e-conomic')?.buttonLink).toBe(`${EXTERNAL_URLS.appIntegrations}/economic`);
    expect(integrationBySlug('stripe')?.buttonLink).toBe(`${EXTERNAL_URLS.appIntegrations}/stripe`);
    expect(integrationBySlug('fiken')?.buttonLink).toBe(EXTERNAL_URLS.appIntegrations);
  });

  it('sends the generic bank entry to the bank category docs page', () => {
    expect(integrationBySlug('bank')?.docs).toBe('/docs/organization/settings/integrations/bank');
  });

  it('falls back to English where a language has no text of its own', () => {
    const stripe = integrationBySlug('stripe')!;
    expect(textIn(stripe.title, 'da')).toBe('Stripe');
    expect(textIn({ en: 'Other banks', da: 'Andre banker' }, 'sv')).toBe('Other banks');
    expect(textIn({ en: 'Other banks', da: 'Andre banker' }, 'da')).toBe('Andre banker');
  });

  it('says the automation service connects 5000+ apps', () => {
    expect(integrationBySlug('zapier')?.description.en).toMatch(/5,?000\+ apps/);
  });

  it('offers an entry without countries everywhere, others only where listed', () => {
    expect(offeredIn(integrationBySlug('stripe')!, 'FI')).toBe(true);
    expect(offeredIn(integrationBySlug('fiken')!, 'NO')).toBe(true);
    expect(offeredIn(integrationBySlug('fiken')!, 'DK')).toBe(false);
  });
});

describe('tag colours', () => {
  it.each(INTEGRATION_TAGS)('%s passes WCAG AA contrast', (tag) => {
    expect(contrastRatio(TAG_COLOURS[tag].background, TAG_COLOURS[tag].text)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0F766E', '#FFFFFF')).toBeGreaterThan(4.5);
  });
});
