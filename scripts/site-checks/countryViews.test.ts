import { beforeAll, describe, expect, it } from 'vitest';
import { requireDist } from './dist';
import { attr, parsePage, textOf } from './page';

/**
 * The drawn product views of the pages that show amounts invoice in the site's currency: every
 * Norwegian page in NOK, never DKK (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md).
 * The views are prerendered, so their text is in the built files; the browser suite
 * (e2e/tests/country-views.spec.ts) checks one page per site and the Danish control there.
 */
beforeAll(requireDist);

const PAGES_WITH_AMOUNTS = [
  '/',
  '/features/billing',
  '/features/automatic-accounting',
  '/features/expenses',
  '/features/billvard-ai',
  '/finance',
];

/** The text of every drawn product view on a built page. */
const productViewTexts = (path: string) =>
  parsePage(path)
    .find((element) => attr(element, 'data-product-view') !== undefined)
    .map(textOf);

describe('the product views on the Norwegian sites', () => {
  const urls = ['nb-NO', 'en-NO'].flatMap((locale) => PAGES_WITH_AMOUNTS.map((path) => `/${locale}${path}`));

  it.each(urls)('%s invoice in NOK, never DKK', (url) => {
    const texts = productViewTexts(url);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.join(' ')).toContain('NOK');
    for (const text of texts) expect(text).not.toContain('DKK');
  });

  it('a Danish page shows DKK in the same views (the check above can fail)', () => {
    const texts = productViewTexts('/da-DK/features/automatic-accounting').join(' ');
    expect(texts).toContain('DKK');
    expect(texts).not.toContain('NOK');
  });
});
