import { describe, expect, it } from 'vitest';
import { docsMarkdownPath, isMarketingPath, localizeHref, opensInNewTab, PATHS } from './paths';

describe('localizeHref', () => {
  it.each([
    ['/pricing', 'da-DK', '/da-DK/pricing'],
    ['/', 'nb-NO', '/nb-NO/'],
    [PATHS.privacyPolicy, 'en-SE', '/en-SE/company/legal#privacy-policy'],
    ['/pricing', 'default', '/pricing'],
    ['/docs/', 'da-DK', '/da-DK/docs/'],
    ['/docs/billing/plans', 'nb-NO', '/nb-NO/docs/billing/plans'],
    ['/docs/billing/plans', 'en-DK', '/docs/billing/plans'],
    ['/docs/billing/plans', 'sv-SE', '/docs/billing/plans'],
    ['https://app.billvard.com/', 'da-DK', 'https://app.billvard.com/'],
    ['mailto:hello@billvard.com', 'da-DK', 'mailto:hello@billvard.com'],
    ['//evil.example/x', 'da-DK', '//evil.example/x'],
  ] as const)('%s in %s is %s', (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected);
  });

  it('treats /docs-like marketing paths as marketing', () => {
    expect(isMarketingPath('/docsy')).toBe(true);
    expect(isMarketingPath('/docs')).toBe(false);
  });
});

describe('opensInNewTab', () => {
  it.each([
    ['/book-demo', true],
    ['/da-DK/book-demo', true],
    ['/book-demo?plan=growth#form', true],
    ['https://app.billvard.com/', true],
    ['/pricing', false],
    ['/book-demo/thanks', false],
    ['/docs/book-demo', false],
    ['mailto:hello@example.com', false],
  ])('%s: %s', (href, expected) => {
    expect(opensInNewTab(href)).toBe(expected);
  });
});

describe('docsMarkdownPath', () => {
  it.each([
    ['/docs/billing/invoices', '/docs/billing/invoices.md'],
    ['/docs/billing', '/docs/billing.md'],
    ['/docs/', '/docs/index.md'],
    ['/docs', '/docs/index.md'],
    ['/docs/billing/invoices#credit-notes', '/docs/billing/invoices.md'],
    ['/docs/billing/invoices/', '/docs/billing/invoices.md'],
    ['/da-DK/docs/billing/invoices', '/da-DK/docs/billing/invoices.md'],
    ['/nb-NO/docs/', '/nb-NO/docs/index.md'],
  ])('%s has its twin at %s', (page, twin) => {
    expect(docsMarkdownPath(page)).toBe(twin);
  });

  it('refuses a marketing page', () => {
    expect(() => docsMarkdownPath('/pricing')).toThrow(/not a docs page/);
  });
});
