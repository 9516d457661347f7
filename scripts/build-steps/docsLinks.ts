import { isEnglishOnlyDocsPath } from '@web/shared';

/** Every href in a page, quoted or not (Docusaurus minifies its HTML and drops the quotes). */
export function hrefsIn(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of html.matchAll(/\shref=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    hrefs.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return hrefs;
}

/** The files that could answer a path in the published folder: `x`, `x.html` or `x/index.html`. */
export function candidateFiles(path: string): string[] {
  const bare = decodeURIComponent(path.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '');
  if (bare === '') return ['index.html'];
  return [bare, `${bare}.html`, `${bare}/index.html`];
}

/**
 * A same-origin link out of the docs: a path that is not under /docs, or one to the English-only
 * API reference (a plain link Docusaurus does not check).
 */
function isMarketingHref(href: string): boolean {
  if (isEnglishOnlyDocsPath(href)) return true;
  return href.startsWith('/') && !href.startsWith('//') && !/^\/docs(\/|$|[?#])/.test(href);
}

/**
 * Links from docs pages to marketing pages that the published folder cannot answer, as
 * "docs page -> link" lines. Docusaurus checks links inside the docs; this checks the ones out.
 */
export function brokenLinksOutOfDocs(
  pages: { file: string; html: string }[],
  exists: (file: string) => boolean,
): string[] {
  const broken = new Set<string>();
  for (const { file, html } of pages) {
    for (const href of hrefsIn(html).filter(isMarketingHref)) {
      if (!candidateFiles(href).some(exists)) broken.add(`${file} -> ${href}`);
    }
  }
  return [...broken].sort();
}
