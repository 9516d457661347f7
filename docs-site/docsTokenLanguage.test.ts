import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docsFileLanguage, replaceDocsTokens } from '@web/shared';
import { describe, expect, it } from 'vitest';

/**
 * The markdown preprocessor fills a translated page's tokens in the page's own language
 * (docusaurus.config.ts hands it the file's path). Read each Danish and Norwegian page as the
 * preprocessor does and look for the English words the tokens would write in an English page.
 */
const i18nFolder = join(import.meta.dirname, 'i18n');
const LOCALES = ['da-DK', 'nb-NO'] as const;

/** English token output: plan words (%PLANS%), the support hours, an English list's "and". */
const ENGLISH_TOKEN_TEXT =
  /Any plan|or higher|Scale or Enterprise|Growth or|Copenhagen time|, Tripletex and /;

function pages(locale: string): string[] {
  const root = join(i18nFolder, locale, 'docusaurus-plugin-content-docs', 'current');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe('the docs preprocessor', () => {
  it('reads a page’s language from where Docusaurus keeps it', () => {
    expect(
      docsFileLanguage('/repo/docs-site/i18n/da-DK/docusaurus-plugin-content-docs/current/index.md'),
    ).toBe('da');
    expect(
      docsFileLanguage('C:\\repo\\docs-site\\i18n\\nb-NO\\docusaurus-plugin-content-docs\\current\\a.mdx'),
    ).toBe('nb');
    expect(docsFileLanguage('/repo/docs-site/docs/billing/dunning.mdx')).toBe('en');
    expect(docsFileLanguage(undefined)).toBe('en');
  });

  it('writes plans, integrations and support hours in the page’s language', () => {
    const line = '%PLANS:revrec% · %INTEGRATIONS:expenses% · %SUPPORT_HOURS%';
    expect(replaceDocsTokens(line)).toBe(
      'Scale or Enterprise · e-conomic, Dinero, Billy, Tripletex and Fortnox · 9:00–16:00 Copenhagen time (CET/CEST)',
    );
    expect(replaceDocsTokens(line, 'da')).toBe(
      'Scale og Enterprise · e-conomic, Dinero, Billy, Tripletex og Fortnox · kl. 9–16 dansk tid',
    );
    expect(replaceDocsTokens(line, 'nb')).toBe(
      'Scale og Enterprise · e-conomic, Dinero, Billy, Tripletex og Fortnox · kl. 9–16 norsk tid',
    );
  });

  for (const locale of LOCALES) {
    it(`leaves no English token text on a ${locale} page`, () => {
      const files = pages(locale);
      const english = files.filter((file) =>
        ENGLISH_TOKEN_TEXT.test(replaceDocsTokens(readFileSync(file, 'utf8'), docsFileLanguage(file))),
      );
      expect(files.length).toBeGreaterThan(0);
      expect(english).toEqual([]);
    });
  }
});
