/**
 * `/llms.txt` and `/llms-full.txt` (the llms.txt proposal, https://llmstxt.org) and the docs'
 * Markdown twins, written into the assembled site (docs/decisions/2026-11-23-machine-readable-docs.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  BRAND_NAME,
  type DocsLocale,
  isDocsLocale,
  localizedPath,
  localizeHref,
  PATHS,
  SITE_ORIGIN,
} from '@web/shared';
import { ownTitle, parseHtml } from '../html';
import type { DocsStructure } from '../../docs-site/plugins/docsStructure';
import { type DocPage, readDocPages } from './docsMarkdown';

/** One line of a link list: a page, where to read it and what it is about. */
export interface LlmsLink {
  title: string;
  url: string;
  description: string;
}

/** One `##` part of llms.txt. */
export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsTxtOptions {
  name: string;
  summary: string;
  /** Plain paragraphs between the summary and the sections. */
  details: string[];
  sections: LlmsSection[];
}

/** Text for one line of Markdown: no line breaks, and brackets that cannot end a link text. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return inline(text).replace(/([[\]\\])/g, '\\$1');
}

/** llms.txt: an h1, a block-quoted summary, paragraphs, then `##` lists of `- [title](url): description`. */
export function llmsTxt({ name, summary, details, sections }: LlmsTxtOptions): string {
  const parts = [`# ${inline(name)}`, `> ${inline(summary)}`, ...details.map(inline)];
  for (const section of sections) {
    if (section.links.length === 0) continue;
    const lines = section.links.map(
      (link) =>
        `- [${linkText(link.title)}](${link.url})${link.description ? `: ${inline(link.description)}` : ''}`,
    );
    parts.push(`## ${inline(section.title)}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * llms-full.txt: every docs page's twin, one after the other, each starting with its title (the
 * twin's h1) and a line with its URL, separated by a thematic break.
 */
export function llmsFullTxt(name: string, summary: string, docs: DocPage[]): string {
  const head = `# ${inline(name)}\n\n> ${inline(summary)}\n`;
  const pages = docs.map((doc) => {
    const [title = '', ...rest] = doc.markdown.split('\n');
    return `${title}\n\nURL: ${SITE_ORIGIN}${doc.url}\n${rest.join('\n')}`.trimEnd();
  });
  return `${[head.trimEnd(), ...pages].join('\n\n---\n\n')}\n`;
}

/** A built page's title (without the ` | Site` suffix) and meta description. */
export function pageSummary(html: string): { title: string; description: string } {
  const page = parseHtml(html);
  return { title: ownTitle(page) ?? '', description: (page.meta('description') ?? '').trim() };
}

/** The built HTML file of a marketing path (`/x` is `x.html` or `x/index.html`), or null. */
function marketingFile(out: string, path: string): string | null {
  const relative = path.replace(/^\/+|\/+$/g, '');
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`];
  return candidates.map((file) => join(out, file)).find((file) => existsSync(file)) ?? null;
}

/** The main marketing pages llms.txt lists, in this order; comparisons are found in the build. */
const PRODUCT_PAGES = [
  PATHS.home,
  PATHS.pricing,
  PATHS.billing,
  PATHS.selfService,
  PATHS.accounting,
  PATHS.reporting,
  PATHS.expenses,
  PATHS.ai,
  PATHS.integrations,
  PATHS.calculator,
  PATHS.developers,
];
const COMPARE_FOLDER = 'compare';

/** A marketing page as a link: its title and meta description, read from the built page. */
function marketingLink(out: string, path: string): LlmsLink {
  const file = marketingFile(out, path);
  if (!file) throw new Error(`llms.txt: the marketing build has no page at ${path}`);
  const { title, description } = pageSummary(readFileSync(file, 'utf8'));
  if (!title || !description) throw new Error(`llms.txt: ${path} has no title or no meta description`);
  return { title, url: `${SITE_ORIGIN}${path}`, description };
}

/** The comparison pages the marketing build has (`compare/x.html` or `compare/x/index.html`). */
function comparePaths(out: string): string[] {
  const folder = join(out, COMPARE_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .map((entry) => {
      if (entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'index.html') {
        return entry.name.slice(0, -'.html'.length);
      }
      if (entry.isDirectory() && existsSync(join(folder, entry.name, 'index.html'))) return entry.name;
      return null;
    })
    .filter((name): name is string => name !== null)
    .sort()
    .map((name) => `/${COMPARE_FOLDER}/${name}`);
}

/** The docs grouped as the sidebar's top level groups them, in its order. */
export function docsSections(docs: DocPage[], docsLabel = 'Docs'): LlmsSection[] {
  const sections = new Map<string, LlmsLink[]>();
  for (const doc of docs) {
    const title = doc.section === '' ? docsLabel : `${docsLabel}: ${doc.section}`;
    const links = sections.get(title) ?? [];
    links.push({ title: doc.title, url: `${SITE_ORIGIN}${doc.markdownUrl}`, description: doc.description });
    sections.set(title, links);
  }
  return [...sections].map(([title, links]) => ({ title, links }));
}

/** What writeLlmsFiles wrote, for the build's summary line and the checks. */
export interface LlmsFilesResult {
  twins: number;
  llmsTxtBytes: number;
  llmsFullTxtBytes: number;
}

/**
 * A twin of the Danish or Norwegian docs with its links on the site origin moved to the same
 * language's pages (`/pricing` -> `/da-DK/pricing`); links to other docs already carry the
 * language's URLs, and the English-only API reference stays English.
 */
export function inDocsLanguage(doc: DocPage, locale: DocsLocale): DocPage {
  const origin = SITE_ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const links = new RegExp(`${origin}(/[^\\s)\\]>"'<]*)`, 'g');
  return {
    ...doc,
    markdown: doc.markdown.replace(
      links,
      (_, path: string) =>
        `${SITE_ORIGIN}${path.startsWith(`/${locale}/`) ? path : localizeHref(path, locale)}`,
    ),
  };
}

/** What llms.txt says in each language besides the page titles and descriptions. */
const LLMS_TEXTS: Record<
  'en' | DocsLocale,
  {
    docs: string;
    fullName: string;
    product: string;
    comparisons: string;
    details: (home: string, full: string) => string;
  }
> = {
  en: {
    docs: 'Docs',
    fullName: 'documentation',
    product: 'Product',
    comparisons: 'Comparisons',
    details: (home, full) =>
      `The documentation explains how to set up and run ${BRAND_NAME}. Every docs page is also available as Markdown at its address plus \`.md\` (the docs home is ${home}); the links below point at those files. All docs pages in one file: ${full}.`,
  },
  'da-DK': {
    docs: 'Dokumentation',
    fullName: 'dokumentation',
    product: 'Produkt',
    comparisons: 'Sammenligninger',
    details: (home, full) =>
      `Dokumentationen forklarer, hvordan du sætter ${BRAND_NAME} op og bruger det. Hver side findes også som Markdown på sin adresse med \`.md\` til sidst (forsiden er ${home}); linkene nedenfor peger på de filer. Alle sider i én fil: ${full}.`,
  },
  'nb-NO': {
    docs: 'Dokumentasjon',
    fullName: 'dokumentasjon',
    product: 'Produkt',
    comparisons: 'Sammenligninger',
    details: (home, full) =>
      `Dokumentasjonen forklarer hvordan du setter opp og bruker ${BRAND_NAME}. Hver side finnes også som Markdown på adressen sin med \`.md\` til slutt (forsiden er ${home}); lenkene nedenfor peker på de filene. Alle sidene i én fil: ${full}.`,
  },
};

/**
 * Writes every docs page's Markdown twin beside its built page, then `llms.txt` and
 * `llms-full.txt`, for one locale of the docs build as its `docs-structure.json` describes it
 * (`structure`; `siteFolder` is docs-site/, where the sources are). Runs on the assembled site:
 * the marketing pages' titles and descriptions come from their built HTML. For the Danish or
 * Norwegian docs the two files go to `out/{locale}/` and list that locale's marketing pages.
 */
export function writeLlmsFiles(out: string, siteFolder: string, structure: DocsStructure): LlmsFilesResult {
  const locale = structure.locale === 'en' ? null : structure.locale;
  if (locale !== null && !isDocsLocale(locale)) throw new Error(`llms.txt: unknown docs locale ${locale}`);
  const read = readDocPages(structure, siteFolder);
  const docs = locale ? read.map((doc) => inDocsLanguage(doc, locale)) : read;
  for (const doc of docs) {
    const page = doc.url.endsWith('/') ? `${doc.url}index.html` : `${doc.url}.html`;
    if (!existsSync(join(out, page))) {
      throw new Error(`docs/${doc.file} should be built at ${page}, which the docs build does not have`);
    }
    const target = join(out, doc.markdownUrl);
    if (existsSync(target))
      throw new Error(`${doc.markdownUrl} already exists: the twin of docs/${doc.file} would replace it`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, doc.markdown);
  }

  const prefix = locale ? `/${locale}` : '';
  const texts = LLMS_TEXTS[locale ?? 'en'];
  const marketing = (path: string) => marketingLink(out, locale ? localizedPath(path, locale) : path);
  const home = marketing(PATHS.home);
  const summary = home.description;
  const details = [
    texts.details(`${SITE_ORIGIN}${prefix}/docs/index.md`, `${SITE_ORIGIN}${prefix}/llms-full.txt`),
  ];
  const sections: LlmsSection[] = [
    ...docsSections(docs, texts.docs),
    {
      title: texts.product,
      links: PRODUCT_PAGES.map((path) => (path === PATHS.home ? home : marketing(path))),
    },
    { title: texts.comparisons, links: comparePaths(out).map(marketing) },
  ];
  const index = llmsTxt({ name: BRAND_NAME, summary, details, sections });
  const full = llmsFullTxt(`${BRAND_NAME} ${texts.fullName}`, summary, docs);
  mkdirSync(join(out, prefix), { recursive: true });
  writeFileSync(join(out, prefix, 'llms.txt'), index);
  writeFileSync(join(out, prefix, 'llms-full.txt'), full);
  return {
    twins: docs.length,
    llmsTxtBytes: Buffer.byteLength(index),
    llmsFullTxtBytes: Buffer.byteLength(full),
  };
}
