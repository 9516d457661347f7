import { describe, expect, it } from 'vitest';
import { hyphenateHeading } from './hyphenate';

const shown = (text: string) => text.replaceAll('\u00AD', '·');

describe('hyphenateHeading', () => {
  it('gives long Danish compounds soft hyphens at their syllables', () => {
    expect(shown(hyphenateHeading('Den samlede faktureringsplatform', 'da'))).toBe(
      'Den samlede fak·tu·re·rings·plat·form',
    );
  });

  it('uses Norwegian patterns for Norwegian', () => {
    expect(shown(hyphenateHeading('Regnskapssystemer', 'nb'))).toBe('Regn·skaps·sys·te·mer');
  });

  it('leaves short words, English and untranslated languages as they are', () => {
    expect(hyphenateHeading('Priser og planer', 'da')).toBe('Priser og planer');
    expect(hyphenateHeading('Subscription billing infrastructure', 'en')).toBe(
      'Subscription billing infrastructure',
    );
    expect(hyphenateHeading('Prenumerationsfakturering', 'sv')).toBe('Prenumerationsfakturering');
  });

  it('breaks shorter words when asked, for narrow table cells', () => {
    expect(shown(hyphenateHeading('arbeidsdager', 'nb', 8))).toBe('ar·beids·da·ger');
    expect(hyphenateHeading('gjennomgang', 'nb')).toBe('gjennomgang');
  });
});
