import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BRAND_NAME, CONTACT, replaceDocsTokens, SITE_ORIGIN } from '@web/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  BETA_NOTE,
  docToMarkdown,
  readDocPages,
  splitFrontMatter,
  stripCode,
} from './docsMarkdown';
import type { DocsStructure, StructureDoc, StructureItem } from '../../docs-site/plugins/docsStructure';

const urls: Record<string, string> = {
  'billing/invoices.md': '/docs/billing/invoices',
  'billing/plans.md': '/docs/billing/plans',
  'billing/index.md': '/docs/billing',
  'index.md': '/docs/',
};
const context = {
  file: 'billing/invoices.md',
  url: '/docs/billing/invoices',
  title: 'Invoices',
  urlOf: (file: string) => urls[file],
};

describe('splitFrontMatter', () => {
  it('reads the flat values the docs write and returns the body after it', () => {
    const { data, body } = splitFrontMatter(
      '---\ntitle: Invoices\ndescription: "Say \\"hi\\": now"\nother: \'it\'\'s\'\nsidebar_position: 5\nbeta: true\n---\n\nText\n',
    );
    expect(data).toEqual({
      title: 'Invoices',
      description: 'Say "hi": now',
      other: "it's",
      sidebar_position: 5,
      beta: true,
    });
    expect(body).toBe('\nText\n');
  });

  it('leaves a page without front matter as it is', () => {
    expect(splitFrontMatter('# Hi\n')).toEqual({ data: {}, body: '# Hi\n' });
  });

  it('reads YAML the hand-written reader did not: folded values and comments', () => {
    expect(splitFrontMatter('---\ndescription: >\n  long\n  text\ntitle: T # note\n---\n').data).toEqual({
      description: 'long text\n',
      title: 'T',
    });
  });

  it.each([
    ['invalid YAML', '---\ntitle: [unclosed\n---\n', /x\.md: front matter is not valid YAML/],
    ['a key written twice', '---\ntitle: A\ntitle: B\n---\n', /x\.md: front matter is not valid YAML/],
    ['a list, not keys', '---\n- a\n- b\n---\n', /x\.md: front matter is not a list of `key: value`/],
    ['a value that is a list', '---\ntags: [a, b]\n---\n', /x\.md: front matter tags is not a string/],
  ])('fails, naming the file, on %s', (_, source, error) => {
    expect(() => splitFrontMatter(source, 'x.md')).toThrow(error);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['./plans.md', `${SITE_ORIGIN}/docs/billing/plans`],
    ['plans.md#create-a-plan', `${SITE_ORIGIN}/docs/billing/plans#create-a-plan`],
    ['./index.md', `${SITE_ORIGIN}/docs/billing`],
    ['../index.md', `${SITE_ORIGIN}/docs/`],
    ['pathname:///company/contact', `${SITE_ORIGIN}/company/contact`],
    ['/pricing', `${SITE_ORIGIN}/pricing`],
    ['#credit-notes', `${SITE_ORIGIN}/docs/billing/invoices#credit-notes`],
    ['https://app.example.com', 'https://app.example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
  ])('%s becomes %s', (url, absolute) => {
    expect(absoluteUrl(url, context)).toBe(absolute);
  });

  it('fails on a link to a docs file that does not exist', () => {
    expect(() => absoluteUrl('./gone.md', context)).toThrow(/billing\/invoices\.md: link to a docs file/);
  });
});

describe('docToMarkdown', () => {
  it('puts the title first, fills in tokens and drops the front matter and heading ids', () => {
    const source =
      '---\ntitle: Invoices\ndescription: x\n---\n\nInvoices in %BRAND%.\n\n## Statuses {#statuses}\n\nCall %PHONE%.\n';
    expect(docToMarkdown(source, context)).toBe(
      `# Invoices\n\nInvoices in ${BRAND_NAME}.\n\n## Statuses\n\nCall ${CONTACT.phone}.\n`,
    );
  });

  it('makes links absolute outside code and leaves code blocks and code spans alone', () => {
    const source = [
      'See [plans](./plans.md#x) and [contact](pathname:///company/contact "Contact").',
      'Write `[a](./b.md)` or `%NOT_A_TOKEN%`.',
      '',
      '```md title="Example"',
      '## Not a heading {#kept}',
      '[a](./plans.md)',
      '```',
      '',
      '[ref]: ./plans.md',
    ].join('\n');
    expect(docToMarkdown(source, context)).toBe(
      [
        '# Invoices',
        '',
        `See [plans](${SITE_ORIGIN}/docs/billing/plans#x) and [contact](${SITE_ORIGIN}/company/contact "Contact").`,
        'Write `[a](./b.md)` or `%NOT_A_TOKEN%`.',
        '',
        '```md title="Example"',
        '## Not a heading {#kept}',
        '[a](./plans.md)',
        '```',
        '',
        `[ref]: ${SITE_ORIGIN}/docs/billing/plans`,
        '',
      ].join('\n'),
    );
  });

  it('turns admonitions into block quotes with their label', () => {
    const source = ':::tip\n\nKeep it short.\n\n:::\n\n:::warning[Before you start]\nBack up.\n:::\n';
    expect(docToMarkdown(source, context)).toBe(
      '# Invoices\n\n> **Tip**\n>\n> Keep it short.\n\n> **Before you start**\n>\n> Back up.\n',
    );
  });

  it('removes MDX imports, exports, comments and component tags, keeping what a component wraps', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'export const x = 1;',
      '',
      '{/* a note for writers */}',
      '<Tabs groupId="os">',
      '<TabItem value="mac" label="macOS">',
      '',
      'Open the app.',
      '',
      '</TabItem>',
      '</Tabs>',
      '<Figure src="x.png" />',
      '<!-- hidden',
      'still hidden -->',
      'Done.',
    ].join('\n');
    expect(docToMarkdown(source, { ...context, file: 'billing/invoices.mdx' })).toBe(
      '# Invoices\n\nOpen the app.\n\nDone.\n',
    );
  });

  it('writes a drawn figure as its caption and the text alternative that says what it shows', () => {
    const twin = docToMarkdown('Before.\n\n<AppFigure id="dunning-ladder" />\n\nAfter.\n', {
      ...context,
      file: 'billing/dunning.mdx',
    });
    expect(twin).toContain(
      '*Figure: The dunning ladder for a Danish invoice paid by bank transfer.* Invoice 10234 of 5,750.00 DKK',
    );
    expect(twin).toMatch(/^After\.$/m);
  });

  it('fails on a figure that does not exist, naming it', () => {
    expect(() => docToMarkdown('<AppFigure id="nope" />\n', { ...context, file: 'billing/x.mdx' })).toThrow(
      /unknown figure "nope"/,
    );
  });

  it("writes section cards as a list of links with each page's line", () => {
    const cards = [{ title: 'Plans', url: '/docs/billing/plans', description: 'Price templates.' }];
    expect(docToMarkdown('<DocCards />\n', { ...context, file: 'billing/index.mdx', cards })).toBe(
      `# Invoices\n\n- [Plans](${SITE_ORIGIN}/docs/billing/plans): Price templates.\n`,
    );
    expect(() => docToMarkdown('<DocCards />\n', { ...context, file: 'billing/index.mdx' })).toThrow(
      /no pages below it/,
    );
  });

  it('keeps import lines in a plain .md page, where they are text', () => {
    expect(docToMarkdown('import data from a CSV file.\n', context)).toBe(
      '# Invoices\n\nimport data from a CSV file.\n',
    );
  });

  it('says a beta page is in beta, as the page does', () => {
    expect(docToMarkdown('Text.\n', { ...context, beta: true })).toBe(
      `# Invoices\n\n> **Beta:** ${BETA_NOTE}\n\nText.\n`,
    );
  });

  it('fails on a token it does not know and on an unclosed code block', () => {
    expect(() => docToMarkdown('Hello %NAME%.\n', context)).toThrow(/unknown content token %NAME%/);
    expect(() => docToMarkdown('```\ncode\n', context)).toThrow(/never closed/);
  });
});

describe('stripCode', () => {
  it('leaves out fenced blocks and code spans', () => {
    expect(stripCode('a `b` c\n```\nd\n```\ne')).toBe('a  c\ne');
  });
});

describe('readDocPages', () => {
  let site = '';
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), text);
  };
  /** A doc as docs-structure.json has it, its source written under docs/. */
  const doc = (id: string, permalink: string, extra: Partial<StructureDoc> = {}): StructureDoc => {
    const file = extra.file ?? `${id}.md`;
    const source = extra.source ?? `docs/${file}`;
    write(source, `---\ntitle: ${id}\n---\n\nText of ${id}.\n`);
    return {
      id,
      permalink,
      file,
      source,
      title: `Title ${id}`,
      description: `About ${id}.`,
      beta: false,
      ...extra,
    };
  };
  const link = (id: string, href: string, label = `Label ${id}`): StructureItem => ({
    type: 'doc',
    label,
    href,
    docId: id,
  });
  const structure = (docs: StructureDoc[], sidebar: StructureItem[]): DocsStructure => ({
    locale: 'en',
    docs,
    sidebar,
    routes: docs.map((entry) => entry.permalink),
  });

  it("reads every doc in the sidebar's order, with Docusaurus's URL, title, description and section", () => {
    site = mkdtempSync(join(tmpdir(), 'docs-md-'));
    const docs = [
      doc('billing/plans', '/docs/billing/plans'),
      doc('billing/index', '/docs/billing', { file: 'billing/index.md' }),
      doc('orphan', '/docs/orphan'),
      doc('index', '/docs/'),
      doc('billing/accounts', '/docs/billing/accounts'),
    ];
    const sidebar: StructureItem[] = [
      link('index', '/docs/'),
      {
        type: 'category',
        label: 'Billing',
        href: '/docs/billing',
        docId: 'billing/index',
        items: [
          link('billing/accounts', '/docs/billing/accounts'),
          link('billing/plans', '/docs/billing/plans'),
        ],
      },
    ];
    const pages = readDocPages(structure(docs, sidebar), site);
    expect(pages.map((page) => [page.url, page.markdownUrl, page.section])).toEqual([
      ['/docs/', '/docs/index.md', ''],
      ['/docs/billing', '/docs/billing.md', 'Billing'],
      ['/docs/billing/accounts', '/docs/billing/accounts.md', 'Billing'],
      ['/docs/billing/plans', '/docs/billing/plans.md', 'Billing'],
      // A doc no sidebar lists still has its twin, after the rest.
      ['/docs/orphan', '/docs/orphan.md', ''],
    ]);
    expect(pages[0]).toMatchObject({
      title: 'Title index',
      description: 'About index.',
      markdown: '# Title index\n\nText of index.\n',
    });
  });

  it("lists on a category's page the category's entries as the page's cards do: sidebar label, link, description", () => {
    site = mkdtempSync(join(tmpdir(), 'docs-md-'));
    const docs = [
      doc('erp/index', '/docs/erp', { file: 'erp/index.mdx', source: 'docs/erp/index.mdx' }),
      doc('erp/lines', '/docs/erp/lines'),
      doc('erp/deep/index', '/docs/erp/deep'),
      doc('erp/deep/inner', '/docs/erp/deep/inner'),
    ];
    write('docs/erp/index.mdx', '---\ntitle: ERP\n---\n\n<DocCards />\n');
    const sidebar: StructureItem[] = [
      {
        type: 'category',
        label: 'ERP',
        href: '/docs/erp',
        docId: 'erp/index',
        items: [
          link('erp/lines', '/docs/erp/lines', 'Lines'),
          {
            type: 'category',
            label: 'Deep',
            href: '/docs/erp/deep',
            docId: 'erp/deep/index',
            items: [link('erp/deep/inner', '/docs/erp/deep/inner')],
          },
          { type: 'link', label: 'Elsewhere', href: 'https://example.com' },
        ],
      },
    ];
    const twin = readDocPages(structure(docs, sidebar), site)[0]?.markdown ?? '';
    expect(twin.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      `- [Lines](${SITE_ORIGIN}/docs/erp/lines): About erp/lines.`,
      `- [Deep](${SITE_ORIGIN}/docs/erp/deep): About erp/deep/index.`,
    ]);
  });

  it('reads a translated page from the file Docusaurus built it from, its tokens in that language', () => {
    site = mkdtempSync(join(tmpdir(), 'docs-md-'));
    const source = 'i18n/da-DK/docusaurus-plugin-content-docs/current/billing/plans.md';
    const docs = [doc('billing/plans', '/da-DK/docs/billing/plans', { file: 'billing/plans.md', source })];
    write(source, '---\ntitle: Planer\n---\n\nPlan: %PLANS:recurring%.\n');
    const danish = replaceDocsTokens('%PLANS:recurring%', 'da');
    expect(danish).not.toBe(replaceDocsTokens('%PLANS:recurring%', 'en'));
    const [page] = readDocPages(
      { ...structure(docs, [link('billing/plans', '/da-DK/docs/billing/plans')]), locale: 'da-DK' },
      site,
    );
    expect(page?.markdown).toBe(`# Title billing/plans\n\nPlan: ${danish}.\n`);
  });

  it('links a page to another by the URL Docusaurus gave the file it names', () => {
    site = mkdtempSync(join(tmpdir(), 'docs-md-'));
    const docs = [doc('a', '/docs/a'), doc('guide', '/docs/start-here', { file: 'guide.md' })];
    write('docs/a.md', '---\ntitle: A\n---\n\nSee [the guide](./guide.md#keys).\n');
    const [page] = readDocPages(
      structure(docs, [link('a', '/docs/a'), link('guide', '/docs/start-here')]),
      site,
    );
    expect(page?.markdown).toContain(`[the guide](${SITE_ORIGIN}/docs/start-here#keys)`);
  });
});
