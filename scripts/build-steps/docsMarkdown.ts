/**
 * The docs as Markdown for machines (docs/decisions/2026-11-23-machine-readable-docs.md): every docs page
 * has a twin at its URL plus `.md`, written from the page's source file, not from its HTML.
 * A twin is the page's title as an h1 and its text, with the content tokens filled in, the
 * front matter and Docusaurus-only syntax (heading ids, admonitions, MDX) turned into plain
 * Markdown, and every link made absolute, so a twin still works when it is pasted elsewhere.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import {
  type ContentLanguage,
  docsFileLanguage,
  docsMarkdownPath,
  replaceDocsTokens,
  SITE_ORIGIN,
} from '@web/shared';
import { docFigure } from '@web/shared/docs';
import { parse as parseYaml } from 'yaml';
import type { DocsStructure, StructureDoc, StructureItem } from '../../docs-site/plugins/docsStructure';

/** What a beta page shows above its text (`src/theme/DocItem/Content`), in the twin too. */
export const BETA_NOTE = 'This feature is in beta: it works, and it may still change.';

/** A scalar front-matter value as the docs write them. */
export type FrontMatterValue = string | number | boolean;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a page into its front matter (YAML, read by the `yaml` package as Docusaurus reads it
 * with its own parser) and body. The docs use scalar values only; front matter that is not
 * valid YAML, not a mapping, or holds a list or a map fails the build, naming the file, rather
 * than being misread.
 */
export function splitFrontMatter(
  text: string,
  file = 'page',
): { data: Record<string, FrontMatterValue>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  let parsed: unknown;
  try {
    parsed = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  if (parsed === null || parsed === undefined) return { data: {}, body: text.slice(match[0].length) };
  if (typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${file}: front matter is not a list of \`key: value\` lines`);
  const data: Record<string, FrontMatterValue> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!['string', 'number', 'boolean'].includes(typeof value))
      throw new Error(`${file}: front matter ${key} is not a string, number or boolean`);
    data[key] = value as FrontMatterValue;
  }
  return { data, body: text.slice(match[0].length) };
}

/** What the conversion of one page needs to know beyond its text. */
export interface TwinContext {
  /** The source file, relative to docs/ with forward slashes (for relative links and errors). */
  file: string;
  /** The page's URL path (`/docs/billing/invoices`). */
  url: string;
  title: string;
  beta?: boolean;
  /** The URL path of each docs source file, for links between pages. */
  urlOf: (file: string) => string | undefined;
  /** The pages a section index's `<DocCards />` lists, in sidebar order. */
  cards?: readonly DocCard[];
  /** The language its tokens are written in, as Docusaurus fills them in (`docsFileLanguage`). */
  language?: ContentLanguage;
}

const APP_FIGURE = /^\s*<AppFigure\s+id="([a-z0-9-]+)"\s*\/>\s*$/;
const DOC_CARDS = /^\s*<DocCards\s*\/>\s*$/;

/** A drawn app view in the twin: its caption in italics, then what it shows in words. */
export function figureMarkdown(id: string): string {
  const figure = docFigure(id);
  return `*Figure: ${figure.caption}* ${figure.description}`;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ADMONITION_OPEN =
  /^(\s*)(:{3,})(note|tip|info|warning|danger|caution|important|secondary|success)(?:\[(.*)\]|[ \t]+(.*))?\s*$/;
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  secondary: 'Note',
  success: 'Success',
};

/**
 * One docs page as its Markdown twin: `# Title`, then the body with tokens filled in, front
 * matter gone, `{#id}` heading suffixes gone, admonitions as block quotes, MDX imports,
 * exports, comments and component tags removed (a component's children are kept), and links
 * absolute on the site origin. Code blocks are copied as they are. Fails on a token it cannot
 * fill in or a link to a docs file it does not know.
 */
export function docToMarkdown(source: string, context: TwinContext): string {
  const mdx = context.file.endsWith('.mdx');
  const { body } = splitFrontMatter(replaceDocsTokens(source, context.language), context.file);
  const out: string[] = [];
  let fence: string | null = null;
  let inComment = false;
  const quoteDepth: string[] = [];
  for (const rawLine of body.split(/\r?\n/)) {
    let line = rawLine;
    if (fence !== null) {
      out.push(quoted(quoteDepth, line));
      if (new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = null;
      continue;
    }
    const opens = FENCE.exec(line);
    if (opens) {
      fence = opens[1] ?? '```';
      out.push(quoted(quoteDepth, line));
      continue;
    }
    // HTML comments (and MDX's {/* */}) are not shown on the page.
    if (inComment) {
      const end = mdx ? line.search(/-->|\*\/\}/) : line.indexOf('-->');
      if (end === -1) continue;
      inComment = false;
      // Both ends, `-->` and `*/}`, are three characters long.
      line = line.slice(end + 3);
      if (line.trim() === '') continue;
    }
    line = line.replace(/<!--[\s\S]*?-->/g, '');
    if (mdx) line = line.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    if (/<!--/.test(line) || (mdx && /\{\/\*/.test(line))) {
      inComment = true;
      line = line.replace(/(<!--|\{\/\*)[\s\S]*$/, '');
      if (line.trim() === '') continue;
    }
    if (mdx && /^(import|export)\s/.test(line)) continue;
    const figure = mdx ? APP_FIGURE.exec(line) : null;
    if (figure) {
      out.push(quoted(quoteDepth, figureMarkdown(figure[1] ?? '')));
      continue;
    }
    if (mdx && DOC_CARDS.test(line)) {
      if (!context.cards?.length)
        throw new Error(`${context.file}: <DocCards /> on a page with no pages below it`);
      for (const card of context.cards) {
        out.push(quoted(quoteDepth, `- [${card.title}](${SITE_ORIGIN}${card.url}): ${card.description}`));
      }
      continue;
    }
    if (mdx && /^\s*<\/?[A-Z][\w.]*(\s[^>]*)?\/?>\s*$/.test(line)) continue;

    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const [, , colons = ':::', kind = 'note', bracketTitle, spacedTitle] = admonition;
      const title = (bracketTitle ?? spacedTitle ?? '').trim() || (ADMONITION_LABELS[kind] ?? kind);
      out.push(quoted(quoteDepth, ''));
      quoteDepth.push(colons);
      out.push(quoted(quoteDepth, `**${title}**`), quoted(quoteDepth, ''));
      continue;
    }
    const closing = /^\s*(:{3,})\s*$/.exec(line);
    if (closing && quoteDepth.length > 0) {
      quoteDepth.pop();
      trimBlankQuoted(out, quoteDepth.length + 1);
      continue;
    }

    line = line.replace(/^(\s{0,3}#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/, '$1');
    line = outsideCodeSpans(line, (text) => absoluteLinks(text, context));
    // One blank line at a time inside a quote (plain blank lines are folded at the end).
    if (line.trim() === '' && quoteDepth.length > 0 && out.at(-1) === quoted(quoteDepth, '')) continue;
    out.push(quoted(quoteDepth, line));
  }
  if (fence !== null) throw new Error(`${context.file}: a code block is never closed`);
  if (quoteDepth.length > 0) throw new Error(`${context.file}: an admonition is never closed`);

  const text = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const unfilled = /%[A-Z][A-Z_]*%/.exec(stripCode(text));
  if (unfilled) throw new Error(`${context.file}: unknown content token ${unfilled[0]}`);
  const beta = context.beta ? `> **Beta:** ${BETA_NOTE}\n\n` : '';
  return `# ${context.title}\n\n${beta}${text}\n`;
}

function quoted(depth: string[], line: string): string {
  if (depth.length === 0) return line;
  const prefix = '>'.repeat(depth.length);
  return line === '' ? prefix : `${prefix} ${line}`;
}

/** Drops blank quote lines at the end of an admonition. */
function trimBlankQuoted(out: string[], depth: number): void {
  const blank = '>'.repeat(depth);
  while (out.length > 0 && out[out.length - 1] === blank) out.pop();
}

/** The text with fenced code blocks and code spans left out (for checks on the prose). */
export function stripCode(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const bare = line.replace(/^(>\s?)+/, '');
    if (fence !== null) {
      if (new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(bare)) fence = null;
      continue;
    }
    const opens = FENCE.exec(bare);
    if (opens) {
      fence = opens[1] ?? '```';
      continue;
    }
    lines.push(line.replace(/(`+)[\s\S]*?\1/g, ''));
  }
  return lines.join('\n');
}

/** Applies `change` to the parts of a line outside inline code spans. */
function outsideCodeSpans(line: string, change: (text: string) => string): string {
  const parts = line.split(/(`+[^`]*`+)/);
  return parts.map((part, index) => (index % 2 === 1 ? part : change(part))).join('');
}

/** Every link destination of a line (inline links and link definitions), made absolute. */
function absoluteLinks(text: string, context: TwinContext): string {
  return text
    .replace(/(\]\()(<[^>]*>|[^)\s]+)((?:\s+"[^"]*")?\))/g, (_, open: string, url: string, close: string) => {
      const bare = url.startsWith('<') ? url.slice(1, -1) : url;
      return `${open}${absoluteUrl(bare, context)}${close}`;
    })
    .replace(
      /^(\s{0,3}\[[^\]]+\]:\s+)(\S+)/,
      (_, open: string, url: string) => `${open}${absoluteUrl(url, context)}`,
    );
}

/**
 * A link as the twin writes it: other sites as they are; `pathname:///x` (a marketing page)
 * and root-relative paths on the site origin; `#x` on this page's URL; a relative link to a
 * docs source file on that page's URL, with its fragment.
 */
export function absoluteUrl(url: string, context: Pick<TwinContext, 'file' | 'url' | 'urlOf'>): string {
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  if (url.startsWith('pathname://')) return `${SITE_ORIGIN}${url.slice('pathname://'.length)}`;
  if (url.startsWith('/')) return `${SITE_ORIGIN}${url}`;
  if (url.startsWith('#')) return `${SITE_ORIGIN}${context.url}${url}`;
  const hashAt = url.search(/[?#]/);
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const rest = hashAt === -1 ? '' : url.slice(hashAt);
  const target = posix.normalize(posix.join(posix.dirname(context.file), decodeURI(path)));
  if (/\.mdx?$/.test(path)) {
    const page = context.urlOf(target);
    if (!page) throw new Error(`${context.file}: link to a docs file that does not exist: ${url}`);
    return `${SITE_ORIGIN}${page}${rest}`;
  }
  // Anything else relative (a static file) sits beside the page's URL.
  return `${SITE_ORIGIN}${posix.join(posix.dirname(context.url.endsWith('/') ? `${context.url}x` : context.url), path)}${rest}`;
}

/** One docs page, read from its source and ready to publish as Markdown. */
export interface DocPage {
  /** The source file, relative to docs/ (forward slashes). */
  file: string;
  /** The page's URL path: `/docs/billing/invoices`. */
  url: string;
  /** Its twin's URL path: `/docs/billing/invoices.md`. */
  markdownUrl: string;
  title: string;
  description: string;
  /** The top-level part of the docs tree it belongs to ('' for the pages at the top). */
  section: string;
  markdown: string;
}

/** A card of a section index's `<DocCards />`: as the page shows it (components/DocCards.tsx). */
export interface DocCard {
  title: string;
  url: string;
  description: string;
}

/**
 * Every doc of one locale's build, in the order of the sidebar readers see, with its section
 * (the sidebar's top-level category, '' for a page at the top) and, for a category's own page,
 * the cards its `<DocCards />` shows: the category's entries, each with its sidebar label, link
 * and page description. A doc the sidebar does not list comes after, in Docusaurus's order.
 * URLs, titles, descriptions and the order are Docusaurus's (docs-structure.json); the text is
 * read from the source file Docusaurus built the page from (`siteFolder` is docs-site/).
 */
export function readDocPages(structure: DocsStructure, siteFolder: string): DocPage[] {
  const byId = new Map(structure.docs.map((doc) => [doc.id, doc]));
  const urls = new Map(structure.docs.map((doc) => [doc.file, doc.permalink]));
  const card = (item: StructureItem): DocCard[] => {
    if (item.type === 'link' || item.href === undefined) return [];
    const description = item.docId ? (byId.get(item.docId)?.description ?? '') : '';
    return [{ title: item.label, url: item.href, description }];
  };
  const placed: { doc: StructureDoc; section: string }[] = [];
  const cards = new Map<string, DocCard[]>();
  const seen = new Set<string>();
  const place = (id: string | undefined, section: string) => {
    const doc = id === undefined ? undefined : byId.get(id);
    if (!doc || seen.has(doc.id)) return;
    seen.add(doc.id);
    placed.push({ doc, section });
  };
  const walk = (items: StructureItem[], section: string) => {
    for (const item of items) {
      if (item.type === 'link') continue;
      place(item.docId, section);
      if (item.type === 'category') {
        if (item.docId) cards.set(item.docId, item.items.flatMap(card));
        walk(item.items, section);
      }
    }
  };
  for (const item of structure.sidebar) walk([item], item.type === 'category' ? item.label : '');
  for (const doc of structure.docs) place(doc.id, '');

  return placed.map(({ doc, section }) => ({
    file: doc.file,
    url: doc.permalink,
    markdownUrl: docsMarkdownPath(doc.permalink),
    title: doc.title,
    description: doc.description,
    section,
    markdown: docToMarkdown(readFileSync(join(siteFolder, doc.source), 'utf8'), {
      file: doc.file,
      url: doc.permalink,
      title: doc.title,
      beta: doc.beta,
      urlOf: (target) => urls.get(target),
      cards: cards.get(doc.id),
      language: docsFileLanguage(doc.source),
    }),
  }));
}
