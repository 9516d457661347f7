/**
 * The docs as Markdown for machines (docs/decisions/2026-11-23-machine-readable-docs.md): every docs page
 * has a twin at its URL plus `.md`, written from the page's source file, not from its HTML.
 * A twin is the page's title as an h1 and its text, with the content tokens filled in, the
 * front matter and Docusaurus-only syntax (heading ids, admonitions, MDX) turned into plain
 * Markdown, and every link made absolute, so a twin still works when it is pasted elsewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { docsMarkdownPath, replaceDocsTokens, SITE_ORIGIN } from '@web/shared';
import { docFigure } from '@web/shared/docs';
import { parse as parseYaml } from 'yaml';

/** Where Docusaurus serves the docs (its `baseUrl`; the docs plugin's `routeBasePath` is `/`). */
export const DOCS_BASE = '/docs/';

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

/**
 * The URL path Docusaurus gives a docs source file (relative to docs/, forward slashes): the
 * folder for an `index.md`, the file name without extension otherwise, or the `slug` from
 * the front matter (absolute from the docs' root, or relative to the file's folder).
 */
export function docUrlPath(file: string, slug?: string): string {
  const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  let path: string;
  if (slug !== undefined) {
    path = slug.startsWith('/') ? slug : posix.join(folder, slug);
  } else {
    const name = posix.basename(file).replace(/\.mdx?$/, '');
    path = /^(index|readme)$/i.test(name) ? folder : posix.join(folder, name);
  }
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? DOCS_BASE : `${DOCS_BASE}${trimmed}`;
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
  cards?: readonly { title: string; url: string; description: string }[];
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
  const { body } = splitFrontMatter(replaceDocsTokens(source), context.file);
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

interface TreeEntry {
  name: string;
  position: number;
  isIndex: boolean;
}

/** Reads a category's `_category_.json`, if the folder has one. */
function readCategory(folder: string): { label?: string; position?: number; skipped: boolean } {
  const path = join(folder, '_category_.json');
  if (!existsSync(path)) return { skipped: false };
  const category = JSON.parse(readFileSync(path, 'utf8')) as {
    label?: string;
    position?: number;
    customProps?: { segment?: string };
  };
  return {
    label: category.label,
    position: category.position,
    skipped: category.customProps?.segment !== undefined,
  };
}

/**
 * Every docs page under `docsFolder`, in the sidebar's order (positions from
 * `sidebar_position` and `_category_.json`, a folder's index page first, then by name).
 * Files and folders whose names start with `_` are not pages, as in Docusaurus.
 */
export function readDocPages(docsFolder: string): DocPage[] {
  const files = readdirSync(docsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => relative(docsFolder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')));

  const sources = new Map(files.map((file) => [file, readFileSync(join(docsFolder, file), 'utf8')]));
  const front = new Map(
    files.map((file) => [
      file,
      splitFrontMatter(replaceDocsTokens(sources.get(file) ?? ''), `docs/${file}`).data,
    ]),
  );
  const urls = new Map(
    files.map((file) => {
      const slug = front.get(file)?.slug;
      return [file, docUrlPath(file, typeof slug === 'string' ? slug : undefined)];
    }),
  );
  const seen = new Map<string, string>();
  for (const [file, url] of urls) {
    const other = seen.get(url);
    if (other) throw new Error(`docs ${other} and ${file} both have the URL ${url}`);
    seen.set(url, file);
  }

  const sortKey = (file: string): TreeEntry[] => {
    const parts = file.split('/');
    return parts.map((name, index) => {
      const isFile = index === parts.length - 1;
      if (!isFile) {
        const category = readCategory(join(docsFolder, ...parts.slice(0, index + 1)));
        return { name, position: category.position ?? Number.POSITIVE_INFINITY, isIndex: false };
      }
      const position = front.get(file)?.sidebar_position;
      return {
        name,
        position: typeof position === 'number' ? position : Number.POSITIVE_INFINITY,
        isIndex: /^(index|readme)\.mdx?$/i.test(name),
      };
    });
  };
  const compare = (a: TreeEntry[], b: TreeEntry[]): number => {
    for (let index = 0; index < Math.min(a.length, b.length); index++) {
      const x = a[index] as TreeEntry;
      const y = b[index] as TreeEntry;
      if (x.name === y.name) continue;
      // A folder's index page comes before the rest of the folder.
      if (x.isIndex !== y.isIndex) return x.isIndex ? -1 : 1;
      if (x.position !== y.position) return x.position - y.position;
      return x.name.localeCompare(y.name);
    }
    return a.length - b.length;
  };
  const ordered = [...files].sort((a, b) => compare(sortKey(a), sortKey(b)));

  const titleOf = (file: string) => String(front.get(file)?.title ?? '');
  const descriptionOf = (file: string) => String(front.get(file)?.description ?? '');
  const cardsOf = (file: string) =>
    ordered
      .filter((other) => other !== file && belongsToIndex(docsFolder, file, other))
      .map((other) => ({
        title: titleOf(other),
        url: urls.get(other) ?? DOCS_BASE,
        description: descriptionOf(other),
      }));

  return ordered.map((file) => {
    const data = front.get(file) ?? {};
    const url = urls.get(file) ?? DOCS_BASE;
    const title = data.title;
    const description = data.description;
    if (typeof title !== 'string' || title.trim() === '')
      throw new Error(`docs/${file}: no title in front matter`);
    if (typeof description !== 'string' || description.trim() === '') {
      throw new Error(`docs/${file}: no description in front matter`);
    }
    return {
      file,
      url,
      markdownUrl: docsMarkdownPath(url),
      title,
      description,
      section: sectionOf(docsFolder, file),
      markdown: docToMarkdown(sources.get(file) ?? '', {
        file,
        url,
        title,
        beta: data.beta === true,
        urlOf: (target) => urls.get(target),
        cards: /(^|\/)index\.mdx?$/.test(file) ? cardsOf(file) : undefined,
      }),
    };
  });
}

/**
 * Whether `page` is listed on the index page `index` (as the sidebar shows the section): a
 * page in the same folder, a sub-folder's index page, or a page of a sub-folder the sidebar
 * lifts into its parent (a `segment` category such as financial-audit).
 */
export function belongsToIndex(docsFolder: string, index: string, page: string): boolean {
  const folder = posix.dirname(index);
  const inside = folder === '.' ? page : page.startsWith(`${folder}/`) ? page.slice(folder.length + 1) : null;
  if (inside === null) return false;
  const parts = inside.split('/');
  if (parts.length === 1) return true;
  if (parts.length !== 2) return false;
  if (/^(index|readme)\.mdx?$/i.test(parts[1] ?? '')) return true;
  return readCategory(join(docsFolder, ...(folder === '.' ? [] : folder.split('/')), parts[0] ?? '')).skipped;
}

/**
 * The label of the first category above a page that the sidebar shows at its top level
 * (categories the breadcrumbs skip, such as Organization, give way to the one inside them).
 */
function sectionOf(docsFolder: string, file: string): string {
  const folders = dirname(file) === '.' ? [] : dirname(file).split('/');
  for (let depth = 1; depth <= folders.length; depth++) {
    const category = readCategory(join(docsFolder, ...folders.slice(0, depth)));
    if (!category.skipped) return category.label ?? folders[depth - 1] ?? '';
  }
  return '';
}
