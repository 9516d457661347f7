import { SITE_ORIGIN } from '@web/shared';
import { describe, expect, it } from 'vitest';
import type { DocPage } from './docsMarkdown';
import { docsSections, llmsFullTxt, llmsTxt, pageSummary } from './llmsTxt';

const doc = (url: string, title: string, section: string): DocPage => ({
  file: `${url.slice('/docs/'.length) || 'index'}.md`,
  url,
  markdownUrl: url === '/docs/' ? '/docs/index.md' : `${url}.md`,
  title,
  description: `About ${title.toLowerCase()}.`,
  section,
  markdown: `# ${title}\n\nText about ${title}.\n`,
});

const docs = [
  doc('/docs/', 'Documentation', ''),
  doc('/docs/billing', 'Billing', 'Billing'),
  doc('/docs/billing/plans', 'Plans', 'Billing'),
];

describe('llmsTxt', () => {
  it('writes the h1, the quoted summary, the details and one list per section, skipping empty ones', () => {
    const text = llmsTxt({
      name: 'Acme',
      summary: 'Billing\nfor teams.',
      details: ['More here.'],
      sections: [
        ...docsSections(docs),
        { title: 'Empty', links: [] },
        {
          title: 'Product',
          links: [{ title: 'Pricing [plans]', url: `${SITE_ORIGIN}/pricing`, description: 'Prices.' }],
        },
      ],
    });
    expect(text).toBe(
      [
        '# Acme',
        '',
        '> Billing for teams.',
        '',
        'More here.',
        '',
        '## Docs',
        '',
        `- [Documentation](${SITE_ORIGIN}/docs/index.md): About documentation.`,
        '',
        '## Docs: Billing',
        '',
        `- [Billing](${SITE_ORIGIN}/docs/billing.md): About billing.`,
        `- [Plans](${SITE_ORIGIN}/docs/billing/plans.md): About plans.`,
        '',
        '## Product',
        '',
        `- [Pricing \\[plans\\]](${SITE_ORIGIN}/pricing): Prices.`,
        '',
      ].join('\n'),
    );
  });
});

describe('llmsFullTxt', () => {
  it('puts every page after the summary, each with its title, then its URL', () => {
    expect(llmsFullTxt('Acme docs', 'Billing.', docs.slice(0, 2))).toBe(
      [
        '# Acme docs',
        '',
        '> Billing.',
        '',
        '---',
        '',
        '# Documentation',
        '',
        `URL: ${SITE_ORIGIN}/docs/`,
        '',
        'Text about Documentation.',
        '',
        '---',
        '',
        '# Billing',
        '',
        `URL: ${SITE_ORIGIN}/docs/billing`,
        '',
        'Text about Billing.',
        '',
      ].join('\n'),
    );
  });
});

describe('pageSummary', () => {
  it('reads the title without the site suffix and the meta description, entities decoded', () => {
    const html =
      '<head><title>Pricing &amp; plans | Acme</title><meta name="description" content="An accounting system&#x27;s &quot;module&quot;"></head>';
    expect(pageSummary(html)).toEqual({
      title: 'Pricing & plans',
      description: 'An accounting system\'s "module"',
    });
  });

  it('reads a description written without quotes around the name', () => {
    expect(pageSummary('<title>Docs</title><meta name=description content="Text.">').description).toBe(
      'Text.',
    );
  });
});
