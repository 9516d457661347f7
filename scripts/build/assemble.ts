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
import { join, relative, sep } from 'node:path';
import { CONTACT, LOCALES, SITE_ORIGIN } from '@web/shared';
import { writeBrandImages } from './brandImages';
import { addCspMeta } from './csp';
import { deferScripts } from './deferScripts';
import { hyphenatePage } from './hyphenatePages';
import { linkPageScripts, writePageScripts } from './siteScript';
import { linkIslands, readIslands } from './islands';
import { DOCS_CLIENT_DIR, refersToDocsClient, withoutDocsClient } from './staticDocs';
import { writeSocialCards } from './socialCards';
import { writeSearchIndex } from './searchIndex';
import { writeFeeds } from './feeds';
import { brokenLinksOutOfDocs } from './docsLinks';
import { type LlmsFilesResult, writeLlmsFiles } from './llmsTxt';
import { isNoindex, marketingSitemap, sitemapIndex } from './sitemap';

/** Every file below a folder, as absolute paths. */
export function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface AssembleOptions {
  marketingBuild: string;
  docsBuild: string;
  /** The docs' source pages (docs-site/docs), from which the Markdown twins are written. */
  docsSource: string;
  out: string;
}

/**
 * Lays out the published folder as Netlify serves it: marketing at /, docs at /docs/, a
 * script-free 404.html, plus robots.txt and security.txt, the docs' Markdown twins, llms.txt
 * and llms-full.txt and the feeds; then gives every page its social card and its CSP.
 */
export async function assembleDist({ marketingBuild, docsBuild, docsSource, out }: AssembleOptions): Promise<{
  pages: number;
  searched: Record<string, number>;
  llms: LlmsFilesResult & { ms: number };
  cards: { cards: number; drawn: number; ms: number };
}> {
  rmSync(out, { recursive: true, force: true });
  // React Router's `.data` files serve client-side navigation, which no page does (every link
  // is a plain anchor; the catalogue replaces its URL without navigating): left out.
  cpSync(marketingBuild, out, { recursive: true, filter: (source) => !source.endsWith('.data') });
  cpSync(docsBuild, join(out, 'docs'), { recursive: true });

  // The tools' islands: their manifest gives each entry's hashed file (islands.ts).
  const islands = readIslands(out);
  // React Router's SPA shell is never served: every route is prerendered.
  rmSync(join(out, '__spa-fallback.html'), { force: true });
  // The not-found pages are prerendered at /404 and /{locale}/404 and published as 404.html files. They
  // must not hydrate: hydrating one at another URL would fail (docs/decisions.md, Toolchain notes).
  for (const prefix of ['', ...LOCALES.map((locale) => `${locale}/`)]) {
    const notFound = join(out, `${prefix}404`, 'index.html');
    if (!existsSync(notFound)) throw new Error(`marketing build has no /${prefix}404 page`);
    const html = readFileSync(notFound, 'utf8');
    if (hydrates(html)) throw new Error(`/${prefix}404 would hydrate: its route must not ask for it`);
    writeFileSync(join(out, `${prefix}404.html`), html);
    rmSync(join(out, `${prefix}404`), { recursive: true });
  }
  if (!existsSync(join(out, 'docs', '404.html'))) throw new Error('docs build has no 404.html');
  // The docs ship no framework script (staticDocs.ts): no page loads Docusaurus's client, so it is not published.
  rmSync(join(out, DOCS_CLIENT_DIR), { recursive: true, force: true });

  const published = listFiles(out).map((file) => relative(out, file).split(sep).join('/'));
  const noindex = (file: string) =>
    file.endsWith('.html') && isNoindex(readFileSync(join(out, file), 'utf8'));
  writeFileSync(join(out, 'sitemap-pages.xml'), marketingSitemap(published, noindex));
  writeFileSync(join(out, 'sitemap.xml'), sitemapIndex());
  writeFileSync(join(out, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
  const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)).toISOString();
  writeFileSync(
    join(out, 'security.txt'),
    `Contact: mailto:${CONTACT.securityEmail}\nExpires: ${nextYear}\nPreferred-Languages: en, da\nCanonical: ${SITE_ORIGIN}/.well-known/security.txt\n`,
  );

  await writeBrandImages(out);

  // Every docs page as Markdown at its URL plus .md, then llms.txt and llms-full.txt.
  const llmsStarted = Date.now();
  const llms = { ...writeLlmsFiles(out, docsSource), ms: 0 };
  llms.ms = Date.now() - llmsStarted;

  const pages = listFiles(out).filter((file) => file.endsWith('.html'));
  const docsPages = pages
    .filter((file) => relative(out, file).startsWith(`docs${sep}`))
    .map((file) => ({ file: relative(out, file).split(sep).join('/'), html: readFileSync(file, 'utf8') }));
  const isFile = (file: string) => existsSync(join(out, file)) && statSync(join(out, file)).isFile();
  const broken = brokenLinksOutOfDocs(docsPages, isFile);
  if (broken.length > 0) {
    throw new Error(`docs pages link to marketing pages that do not exist:\n  ${broken.join('\n  ')}`);
  }

  const builtPages = pages.map((file) => relative(out, file).split(sep).join('/'));
  writeFeeds(out, builtPages);
  // Every page gets a social card drawn from its title and section (docs/decisions.md, Social cards).
  const cards = await writeSocialCards(out, builtPages);

  const pageScripts = await writePageScripts(out);
  const finished: { file: string; html: string }[] = [];
  for (const page of pages) {
    const isDoc = relative(out, page).startsWith(`docs${sep}`);
    const source = readFileSync(page, 'utf8');
    // Danish and Norwegian headings, buttons and cards break long words at syllables (hyphenatePages.ts).
    const staticHtml = isDoc ? withoutDocsClient(source) : hyphenatePage(linkIslands(source, islands));
    if (isDoc && refersToDocsClient(staticHtml)) {
      throw new Error(`${relative(out, page)} still refers to the docs' client scripts`);
    }
    const html = deferScripts(addCspMeta(linkPageScripts(staticHtml, pageScripts)));
    writeFileSync(page, html);
    finished.push({ file: relative(out, page).split(sep).join('/'), html });
  }
  const searched = await writeSearchIndex(out, finished);
  return { pages: pages.length, searched, llms, cards };
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
