import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { CONTACT, LOCALES, SITE_ORIGIN } from '@web/shared';
import { writeBrandImages } from './brandImages';
import { ownTitle, parseHtml } from '../html';
import { addCspMetaTo } from './csp';
import { hyphenateTextsIn } from './hyphenatePages';
import { StylesheetJoiner } from './joinStylesheets';
import { linkPageScripts, writePageScripts } from './siteScript';
import { type IslandLinks, linkIslands, readIslands } from './islands';
import { DOCS_CLIENT_DIR, refersToDocsClient, removeDocsClientFrom } from './staticDocs';
import { SocialCards } from './socialCards';
import { type PublishedPage, writeSearchIndex } from './searchIndex';
import { writeFeeds } from './feeds';
import { precompressFolder } from '../files/encoded';
import { brokenLinksOutOfDocs } from './docsLinks';
import { type LlmsFilesResult, writeLlmsFiles } from './llmsTxt';
import { isNoindex, marketingSitemap, sitemapIndex } from './sitemap';
import {
  canonicalDocsPath,
  docsBuildOf,
  docsFolderOf,
  editFile,
  fixDocsHead,
  readDocsStructure,
  isDocsFile,
  localizeDocsLinksIn,
  docsStructureFile,
  siteLocaleOfFile,
  sitemapWithout,
} from './docsLanguages';
import { DOCS_LOCALES, type DocsLocale } from '@web/shared';

/** Every file below a folder, as absolute paths. */
export function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface AssembleOptions {
  marketingBuild: string;
  docsBuild: string;
  /**
   * The docs site's folder (docs-site): the Markdown twins are written from the source files
   * each locale's docs-structure.json (in its build folder) names there.
   */
  docsSite: string;
  out: string;
}

/** What the steps share as they run: the options, and what earlier steps found or wrote. */
interface Assembly extends AssembleOptions {
  islands?: IslandLinks;
  /** Every published page, relative to `out` with forward slashes, once the pages are in place. */
  pages: string[];
  finished: PublishedPage[];
  pageScripts?: Map<string, string>;
  searched: Record<string, number>;
  llms: LlmsFilesResult;
  cards: { cards: number; drawn: number; ms: number };
  /** Per docs language, the English docs paths it has no translation of (built from the English file). */
  untranslated: Map<DocsLocale, Set<string>>;
}

/** One step of the assembly: run in the order listed, each timed. */
export interface AssembleStep {
  name: string;
  run(assembly: Assembly): void | Promise<void>;
}

const posix = (out: string, file: string) => relative(out, file).split(sep).join('/');
const htmlPages = (out: string) =>
  listFiles(out)
    .filter((file) => file.endsWith('.html'))
    .map((file) => posix(out, file));

/**
 * The steps that lay out the published folder as Netlify serves it: marketing at /, docs at
 * /docs/, script-free 404.html pages, robots.txt and security.txt, the docs' Markdown twins,
 * llms.txt and llms-full.txt and the feeds; then every page's social card, scripts and CSP,
 * the search index over the finished pages, and the compressed copies the local server sends.
 */
export const ASSEMBLE_STEPS: readonly AssembleStep[] = [
  {
    name: 'copy the two builds',
    run({ marketingBuild, docsBuild, out }) {
      rmSync(out, { recursive: true, force: true });
      // React Router's browser build (the .js files directly in assets/) hydrates routes, and no
      // page hydrates: pages load the site script and, where they need one, an island
      // (assets/islands/). Its stylesheets are the pages' own and are kept.
      const routerScripts = join(marketingBuild, 'assets');
      const published = (source: string) => !(dirname(source) === routerScripts && source.endsWith('.js'));
      cpSync(marketingBuild, out, { recursive: true, filter: published });
      // English at /docs/; Danish and Norwegian, which Docusaurus writes into build/{locale}/, at /{locale}/docs/.
      const localeBuilds = new Set(DOCS_LOCALES.map((locale) => docsBuildOf(docsBuild, locale)));
      // docs-structure.json is for the steps below (plugins/docsStructure.ts), not for readers.
      const structures = new Set(
        [null, ...DOCS_LOCALES].map((locale) => docsStructureFile(docsBuild, locale)),
      );
      cpSync(docsBuild, join(out, 'docs'), {
        recursive: true,
        filter: (source) => !localeBuilds.has(source) && !structures.has(source),
      });
      for (const locale of DOCS_LOCALES) {
        const build = docsBuildOf(docsBuild, locale);
        if (!existsSync(build)) throw new Error(`the docs build has no ${locale} folder`);
        cpSync(build, join(out, docsFolderOf(locale)), {
          recursive: true,
          filter: (source) => !structures.has(source),
        });
      }
      // The docs ship no framework script (staticDocs.ts): no page loads Docusaurus's client, so it is not published.
      for (const locale of [null, ...DOCS_LOCALES]) {
        rmSync(join(out, DOCS_CLIENT_DIR.replace(/^docs/, docsFolderOf(locale))), {
          recursive: true,
          force: true,
        });
      }
    },
  },
  {
    // The tools' islands: their manifest gives each entry's hashed file (islands.ts).
    name: 'read the islands manifest',
    run(assembly) {
      assembly.islands = readIslands(assembly.out);
    },
  },
  {
    name: 'not-found pages',
    run({ out }) {
      // The not-found pages are prerendered at /404 and /{locale}/404 and published as 404.html files. They
      // must not hydrate: hydrating one at another URL would fail (docs/decisions/2026-11-23-toolchain-notes.md).
      for (const prefix of ['', ...LOCALES.map((locale) => `${locale}/`)]) {
        const notFound = join(out, `${prefix}404`, 'index.html');
        if (!existsSync(notFound)) throw new Error(`marketing build has no /${prefix}404 page`);
        const html = readFileSync(notFound, 'utf8');
        if (hydrates(html)) throw new Error(`/${prefix}404 would hydrate: its route must not ask for it`);
        writeFileSync(join(out, `${prefix}404.html`), html);
        rmSync(join(out, `${prefix}404`), { recursive: true });
      }
      for (const locale of [null, ...DOCS_LOCALES]) {
        if (!existsSync(join(out, docsFolderOf(locale), '404.html')))
          throw new Error(`docs build has no ${docsFolderOf(locale)}/404.html`);
      }
    },
  },
  {
    // Danish and Norwegian pages Docusaurus built from the English file (no translation yet).
    name: 'untranslated docs',
    run(assembly) {
      for (const locale of DOCS_LOCALES) {
        const folder = docsFolderOf(locale);
        const paths = new Set<string>();
        for (const file of listFiles(join(assembly.out, folder)).filter((name) => name.endsWith('.html'))) {
          const mark = /data-docs-fallback=(?:"([^"]*)"|([^\s>]+))/.exec(readFileSync(file, 'utf8'));
          if (mark) paths.add(canonicalDocsPath(mark[1] ?? mark[2] ?? ''));
        }
        assembly.untranslated.set(locale, paths);
        // Their copies are not pages of their own: out of the language's sitemap.
        const sitemap = join(assembly.out, folder, 'sitemap.xml');
        const urls = new Set([...paths].map((path) => `${SITE_ORIGIN}/${locale}${path}`));
        if (existsSync(sitemap)) editFile(sitemap, (xml) => sitemapWithout(xml, urls));
      }
    },
  },
  {
    name: 'sitemaps, robots.txt, security.txt',
    run({ out }) {
      const published = listFiles(out).map((file) => posix(out, file));
      const noindex = (file: string) =>
        file.endsWith('.html') && isNoindex(readFileSync(join(out, file), 'utf8'));
      writeFileSync(join(out, 'sitemap-pages.xml'), marketingSitemap(published, noindex));
      writeFileSync(join(out, 'sitemap.xml'), sitemapIndex());
      writeFileSync(
        join(out, 'robots.txt'),
        `User-agent: *\nAllow: /\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`,
      );
      const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)).toISOString();
      writeFileSync(
        join(out, 'security.txt'),
        `Contact: mailto:${CONTACT.securityEmail}\nExpires: ${nextYear}\nPreferred-Languages: en, da\nCanonical: ${SITE_ORIGIN}/.well-known/security.txt\n`,
      );
    },
  },
  { name: 'brand images', run: ({ out }) => writeBrandImages(out) },
  {
    // Every docs page as Markdown at its URL plus .md, then llms.txt and llms-full.txt.
    name: 'Markdown twins, llms.txt',
    run(assembly) {
      // Each language's as its docs build describes it: the pages Docusaurus made, in its sidebar's order.
      assembly.llms = writeLlmsFiles(
        assembly.out,
        assembly.docsSite,
        readDocsStructure(assembly.docsBuild, null),
      );
      for (const locale of DOCS_LOCALES) {
        const structure = readDocsStructure(assembly.docsBuild, locale);
        assembly.llms.twins += writeLlmsFiles(assembly.out, assembly.docsSite, structure).twins;
      }
      assembly.pages = htmlPages(assembly.out);
    },
  },
  {
    name: 'check docs links',
    run({ out, pages }) {
      const docsPages = pages
        .filter(isDocsFile)
        .map((file) => ({ file, html: readFileSync(join(out, file), 'utf8') }));
      const isFile = (file: string) => existsSync(join(out, file)) && statSync(join(out, file)).isFile();
      const broken = brokenLinksOutOfDocs(docsPages, isFile);
      if (broken.length > 0) {
        throw new Error(`docs pages link to marketing pages that do not exist:\n  ${broken.join('\n  ')}`);
      }
    },
  },
  { name: 'feeds', run: ({ out, pages }) => void writeFeeds(out, pages) },
  {
    name: 'bundle page scripts',
    async run(assembly) {
      assembly.pageScripts = await writePageScripts(assembly.out);
    },
  },
  {
    name: 'social cards, scripts, stylesheets, CSP',
    async run(assembly) {
      const { out, pages, islands, pageScripts } = assembly;
      const stylesheets = new StylesheetJoiner(out);
      const cards = new SocialCards(out);
      for (const file of pages) {
        const isDoc = isDocsFile(file);
        const source = readFileSync(join(out, file), 'utf8');
        // One parse for the docs' client, the card, the stylesheets, the hyphens and the CSP: none
        // touches what another edits (the client's scripts, the card's meta, the head's links, body
        // text, the CSP meta). Parsing is most of this step's time: the cards' own pass over every
        // page took 18-21 s, and the docs' client a parse of its own for each docs page.
        const page = parseHtml(linkPageScripts(isDoc ? source : linkIslands(source, islands!), pageScripts!));
        if (isDoc) removeDocsClientFrom(page);
        // Every page gets a social card drawn from its title and section (docs/decisions/2026-11-23-social-cards.md).
        cards.tagIn(file, page);
        // Danish and Norwegian pages link the docs in their language; each docs page's head
        // offers only the languages it is written in (docsLanguages.ts).
        localizeDocsLinksIn(page, siteLocaleOfFile(file));
        if (isDoc) fixDocsHead(page, file, assembly.untranslated);
        // One render-blocking stylesheet instead of React Router's five or six (joinStylesheets.ts).
        else stylesheets.joinIn(page);
        // Danish and Norwegian headings, buttons and cards break long words at syllables (hyphenatePages.ts).
        if (!isDoc) hyphenateTextsIn(page);
        const html = addCspMetaTo(page).toString();
        if (isDoc && refersToDocsClient(html)) {
          throw new Error(`${file} still refers to the docs' client scripts`);
        }
        writeFileSync(join(out, file), html);
        assembly.finished.push({ file, html, lang: page.lang(), title: ownTitle(page) });
      }
      stylesheets.removeJoinedParts();
      assembly.cards = await cards.finished();
    },
  },
  {
    name: 'search index',
    async run(assembly) {
      assembly.searched = await writeSearchIndex(assembly.out, assembly.finished);
    },
  },
  {
    // Last, over every file as published: the local server sends these copies as a CDN would.
    name: 'brotli and gzip copies',
    async run({ out }) {
      await precompressFolder(out);
    },
  },
];

/** How long one step took: wall time, and this process's CPU time (which load does not stretch). */
export interface StepTime {
  name: string;
  ms: number;
  cpuMs?: number;
}

/** Runs the assembly's steps in order, timing each. */
export async function assembleDist(
  options: AssembleOptions,
  steps: readonly AssembleStep[] = ASSEMBLE_STEPS,
): Promise<{
  pages: number;
  searched: Record<string, number>;
  llms: LlmsFilesResult;
  cards: { cards: number; drawn: number; ms: number };
  steps: StepTime[];
}> {
  const assembly: Assembly = {
    ...options,
    pages: [],
    finished: [],
    searched: {},
    untranslated: new Map(),
    llms: { twins: 0, llmsTxtBytes: 0, llmsFullTxtBytes: 0 },
    cards: { cards: 0, drawn: 0, ms: 0 },
  };
  const times: StepTime[] = [];
  for (const step of steps) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      await step.run(assembly);
    } catch (error) {
      throw new Error(`build step "${step.name}" failed: ${(error as Error).message}`, { cause: error });
    }
    const { user, system } = process.cpuUsage(cpu);
    times.push({
      name: step.name,
      ms: Math.round(performance.now() - started),
      cpuMs: Math.round((user + system) / 1000),
    });
  }
  const { pages, searched, llms, cards } = assembly;
  return { pages: pages.length, searched, llms, cards, steps: times };
}

/** The steps' times as a table for the build's log: wall time, its share, and CPU time when known. */
export function stepTable(steps: readonly StepTime[]): string {
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const cpuTotal = steps.every((step) => step.cpuMs !== undefined)
    ? steps.reduce((sum, step) => sum + step.cpuMs!, 0)
    : undefined;
  const width = Math.max(...steps.map((step) => step.name.length), 'total'.length);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;
  const row = (name: string, ms: number, cpuMs?: number) =>
    `  ${name.padEnd(width)}  ${seconds(ms)}  ${((100 * ms) / (total || 1)).toFixed(0).padStart(3)} %` +
    (cpuMs === undefined ? '' : `  cpu ${seconds(cpuMs)}`);
  return [...steps.map((step) => row(step.name, step.ms, step.cpuMs)), row('total', total, cpuTotal)].join(
    '\n',
  );
}

/** Whether a page carries React Router's hydration (its context script or module preloads). */
export function hydrates(html: string): boolean {
  return html.includes('__reactRouterContext') || /rel="modulepreload"/.test(html);
}

/** Moves a finished build into place in one step, so a reader never sees half a dist/. */
export function replaceFolder(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
}
