import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isGeneratedDoc, replaceDocsTokens } from '@web/shared';
import { DOC_FIGURES } from '@web/shared/docs';
import { describe, expect, it } from 'vitest';
import { CALLOUT_USES, DOC_PAGE_TYPES, DOC_PLAN_WORDS, DOC_ROLES } from './src/data/taskPages';

const folder = join(import.meta.dirname, 'docs');
const pages = readdirSync(folder, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
  .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
  // The API reference is written by the build from the OpenAPI file; plugins/apiReference tests it.
  .filter((file) => !isGeneratedDoc(file));

const source = (file: string) => readFileSync(join(folder, file), 'utf8');

/** The body without front matter and code blocks. */
function body(file: string): string {
  return source(file)
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '');
}

/** The front matter's text. */
const frontMatter = (file: string) => /^---\n([\s\S]*?)\n---/.exec(source(file))?.[1] ?? '';
const pageType = (file: string) => /^type: (\S+)$/m.exec(frontMatter(file))?.[1];

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A section index: a folder's index page where the folder is a sidebar category. */
const isSectionIndex = (file: string) =>
  /(^|\/)index\.mdx?$/.test(file) &&
  dirname(file) !== '.' &&
  existsSync(join(folder, dirname(file), '_category_.json'));

/** The seven sections at the top of the sidebar. */
const TOP_SECTIONS = [
  'billing/index.mdx',
  'erp-sync/index.mdx',
  'api/index.mdx',
  'expenses/index.mdx',
  'importers/index.mdx',
  'reporting/index.mdx',
  'organization/settings/index.mdx',
];

describe.each(pages)('docs/%s', (file) => {
  const text = body(file);
  const headings = [...text.matchAll(/^(#{2,3}) (.+)$/gm)];

  it('has at least 250 words, two h2 sections and a worked example or a step list', () => {
    expect(words(text)).toBeGreaterThanOrEqual(250);
    expect(headings.filter(([, level]) => level === '##').length).toBeGreaterThanOrEqual(2);
    const steps = /^1\. /m.test(text);
    const example = headings.some(([, , title]) => /example/i.test(title ?? ''));
    expect(steps || example).toBe(true);
  });

  it('gives every h2 and h3 an explicit, stable id', () => {
    for (const [line] of headings) expect(line).toMatch(/ \{#[a-z0-9]+(-[a-z0-9]+)*\}$/);
  });

  it('has a title and a description', () => {
    const front = frontMatter(file);
    expect(front).toMatch(/^title: .+/m);
    expect(front).toMatch(/^description: .{50,}/m);
  });

  it('declares its kind when it has a numbered list outside the API and the section indexes', () => {
    const type = pageType(file);
    if (type !== undefined) expect(DOC_PAGE_TYPES).toContain(type);
    const needsType = /^1\. /m.test(text) && !file.startsWith('api/') && !/(^|\/)index\.mdx?$/.test(file);
    if (needsType) expect(type, `${file} has steps: type task, concept or reference`).toBeDefined();
  });

  it('opens a task page with a "Before you begin" block naming role, plan and prerequisites', () => {
    if (pageType(file) !== 'task') return;
    const block = /^:::tip\[Before you begin\]\n([\s\S]*?)\n:::$/m.exec(text)?.[1] ?? '';
    const role = /^- \*\*Role:\*\* (.+)$/m.exec(block)?.[1] ?? '';
    // The plan is a %PLANS% token filled from the product model, read as the page shows it.
    const plan = replaceDocsTokens(/^- \*\*Plan:\*\* (.+)$/m.exec(block)?.[1] ?? '');
    const prerequisites = /^- \*\*Prerequisites:\*\* (.+)$/m.exec(block)?.[1] ?? '';
    expect(DOC_ROLES.some((name) => role.startsWith(name) || role.includes(` ${name}`))).toBe(true);
    for (const word of role.replace(/\(.*\)/, '').match(/[A-Z][a-z]+/g) ?? []) {
      expect([...DOC_ROLES, 'Viewer']).toContain(word);
    }
    expect(DOC_PLAN_WORDS.some((name) => plan.includes(name))).toBe(true);
    expect(prerequisites.length).toBeGreaterThan(10);
    // The block comes before the first section, where a reader starts.
    expect(text.indexOf(':::tip[Before you begin]')).toBeLessThan(text.search(/^## /m));
    expect(/^1\. /m.test(text)).toBe(true);
  });

  it('uses each call-out type for its purpose only', () => {
    const callouts = [...text.matchAll(/^:::(\w+)(?:\[(.*)\])?$/gm)];
    for (const [, kind = '', title] of callouts) {
      expect(Object.keys(CALLOUT_USES)).toContain(kind);
      if (kind === 'tip') expect(title).toBe('Before you begin');
      if (kind === 'info') expect(title).toBe('In beta');
    }
    if (/^beta: true$/m.test(frontMatter(file))) expect(text).toContain(':::info[In beta]');
  });

  it('uses only MDX components the Markdown twin knows, and figures that exist', () => {
    for (const [, name] of text.matchAll(/^\s*<([A-Z]\w*)/gm))
      expect(['AppFigure', 'DocCards']).toContain(name);
    for (const [, id] of text.matchAll(/<AppFigure id="([^"]+)" \/>/g)) {
      expect(DOC_FIGURES.map((figure) => figure.id)).toContain(id);
    }
  });

  it('draws the app when it is a task page with a "Before you begin" block or a section index', () => {
    const task = text.includes(':::tip[Before you begin]');
    if (!task && !isSectionIndex(file)) return;
    expect(text, `${file} has no <AppFigure id="..." /> on a line of its own`).toMatch(
      /^<AppFigure id="[a-z0-9-]+" \/>$/m,
    );
  });

  it('shows its pages as cards when it is a section index', () => {
    if (!isSectionIndex(file)) return;
    expect(text).toMatch(/^<DocCards \/>$/m);
  });
});

describe('section indexes', () => {
  it.each(TOP_SECTIONS)('%s has a figure of the app', (file) => {
    expect(body(file)).toMatch(/^<AppFigure id="[a-z-]+" \/>$/m);
  });
});

describe.each(DOC_FIGURES)('figure $id', (figure) => {
  const users = pages.filter((file) => body(file).includes(`<AppFigure id="${figure.id}" />`));

  it('has an id no other figure has', () => {
    expect(DOC_FIGURES.filter((other) => other.id === figure.id)).toHaveLength(1);
  });

  it('has a caption and a text alternative that says what it shows', () => {
    expect(figure.caption.length).toBeGreaterThan(20);
    expect(figure.description.length).toBeGreaterThan(80);
  });

  // A summary's value stays on one line beside its label (AppFigure.module.css), so it must be short.
  it('keeps each summary value short enough for one line on a phone', () => {
    if (figure.kind !== 'form') return;
    for (const row of figure.summary ?? []) expect(row.value.length, row.value).toBeLessThanOrEqual(16);
  });

  it('is used on a page', () => {
    expect(users.length).toBeGreaterThan(0);
  });

  // Code blocks count: a voucher in a code block is text the reader sees. So do figure tokens,
  // as the figure they print (`%GROSS:scale%` is a Scale month with VAT).
  it('quotes only amounts that the page it illustrates also states', () => {
    const amounts = figure.description.match(/\d{1,3}(,\d{3})*\.\d{2}/g) ?? [];
    for (const amount of amounts) {
      expect(
        users.some((file) => replaceDocsTokens(source(file)).includes(amount)),
        `${amount} of figure ${figure.id} on none of its pages`,
      ).toBe(true);
    }
  });
});
