import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BRAND_NAME, CONTACT, SITE_ORIGIN } from '@web/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  BETA_NOTE,
  docToMarkdown,
  docUrlPath,
  readDocPages,
  splitFrontMatter,
  stripCode,
} from './docsMarkdown';

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

describe('docUrlPath', () => {
  it.each([
    ['billing/invoices.md', undefined, '/docs/billing/invoices'],
    ['billing/index.md', undefined, '/docs/billing'],
    ['index.md', '/', '/docs/'],
    ['index.md', undefined, '/docs/'],
    ['api/guide.mdx', undefined, '/docs/api/guide'],
    ['api/guide.md', 'start', '/docs/api/start'],
    ['api/guide.md', '/start-here', '/docs/start-here'],
  ])('%s (slug %s) is served at %s', (file, slug, url) => {
    expect(docUrlPath(file, slug)).toBe(url);
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
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  };
  const page = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\nText.\n`;

  it('reads every page in the sidebar order, with its URL, twin and section', () => {
    folder = mkdtempSync(join(tmpdir(), 'docs-md-'));
    write('index.md', page('Home', 'slug: /\nsidebar_position: 0\n'));
    write('changelog.md', page('Changelog', 'sidebar_position: 1\n'));
    write('billing/_category_.json', '{ "label": "Billing", "position": 3 }');
    write('billing/index.md', page('Billing', 'sidebar_position: 9\n'));
    write('billing/plans.md', page('Plans', 'sidebar_position: 2\n'));
    write('billing/accounts.md', page('Accounts', 'sidebar_position: 1\n'));
    write('org/_category_.json', '{ "label": "Org", "position": 2, "customProps": { "segment": "org" } }');
    write('org/settings/_category_.json', '{ "label": "Settings", "position": 1 }');
    write('org/settings/users.md', page('Users'));
    write('_partials/note.md', 'not a page');
    const pages = readDocPages(folder);
    expect(pages.map((doc) => [doc.url, doc.markdownUrl, doc.section])).toEqual([
      ['/docs/', '/docs/index.md', ''],
      ['/docs/changelog', '/docs/changelog.md', ''],
      ['/docs/org/settings/users', '/docs/org/settings/users.md', 'Settings'],
      ['/docs/billing', '/docs/billing.md', 'Billing'],
      ['/docs/billing/accounts', '/docs/billing/accounts.md', 'Billing'],
      ['/docs/billing/plans', '/docs/billing/plans.md', 'Billing'],
    ]);
    expect(pages[0]).toMatchObject({
      title: 'Home',
      description: 'About Home.',
      markdown: '# Home\n\nText.\n',
    });
  });

  it('lists on a section index the pages the sidebar shows below it, lifted segments included', () => {
    folder = mkdtempSync(join(tmpdir(), 'docs-md-'));
    write('erp/_category_.json', '{ "label": "ERP", "position": 1 }');
    write('erp/index.mdx', page('ERP').replace('Text.', '<DocCards />'));
    write('erp/lines.md', page('Lines', 'sidebar_position: 2\n'));
    write(
      'erp/audit/_category_.json',
      '{ "label": "Audit", "position": 3, "customProps": { "segment": "audit" } }',
    );
    write('erp/audit/report.md', page('Report'));
    write('erp/deep/_category_.json', '{ "label": "Deep", "position": 4 }');
    write('erp/deep/index.md', page('Deep'));
    write('erp/deep/inner.md', page('Inner'));
    const twin = readDocPages(folder).find((doc) => doc.url === '/docs/erp')?.markdown ?? '';
    expect(twin.match(/^- \[[^\]]+\]/gm)).toEqual(['- [Lines]', '- [Report]', '- [Deep]']);
  });

  it('fails on a page without a description', () => {
    folder = mkdtempSync(join(tmpdir(), 'docs-md-'));
    write('a.md', '---\ntitle: A\n---\n\nText.\n');
    expect(() => readDocPages(folder)).toThrow(/docs\/a\.md: no description/);
  });

  it('fails the build, naming the file, on front matter that is not valid YAML', () => {
    folder = mkdtempSync(join(tmpdir(), 'docs-md-'));
    write('good.md', page('Good'));
    write('billing/bad.md', '---\ntitle: "Bad\ndescription: x\n---\n\nText.\n');
    expect(() => readDocPages(folder)).toThrow(/docs\/billing\/bad\.md: front matter is not valid YAML/);
  });
});
