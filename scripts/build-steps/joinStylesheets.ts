import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, type Element, type HtmlPage, hasToken, isElement } from '../html';

/** Where the joined stylesheets are written, beside the bundler's (cached for a year as they are). */
const JOINED_FOLDER = '/assets/';

/** A stylesheet the page links from our own assets, by its path (React Router leaves a `#` on some). */
function ownStylesheet(element: Element): string | undefined {
  if (element.tagName !== 'link' || !hasToken(element, 'rel', 'stylesheet')) return undefined;
  // A link that only applies to some media, or is switched off, must stay a link of its own.
  if (attr(element, 'media') !== undefined || attr(element, 'disabled') !== undefined) return undefined;
  const href = attr(element, 'href') ?? '';
  if (!href.startsWith(JOINED_FOLDER) || !href.split(/[?#]/)[0]!.endsWith('.css')) return undefined;
  return href.split(/[?#]/)[0];
}

/**
 * One render-blocking stylesheet per marketing page instead of the five or six React Router links
 * (the root's, Mantine's page styles, the app window, the integration tile, the search dialog, an
 * island's). Each is small and the browser fetches them in parallel, but Lighthouse's model
 * charges every request before the first paint: joined in a copy of the build, the home page's
 * LCP measured 1,204-1,277 ms against 1,358-1,533 ms (docs/decisions/2026-11-28-web-font-and-lcp.md).
 * The files are joined in the order the page links them, so the cascade is the one it had; the
 * few different sets (a page with an island adds its own) each get one file, named by its content.
 */
export class StylesheetJoiner {
  readonly #out: string;
  /** Each set of linked paths, in order, and the joined file that replaces it. */
  readonly #joined = new Map<string, string>();
  /** Paths some page still links on its own. */
  readonly #stillLinked = new Set<string>();

  constructor(out: string) {
    this.#out = out;
  }

  /** Replaces the page's own stylesheet links with one link to their concatenation. */
  joinIn(page: HtmlPage): void {
    const links = (page.tag('head')?.childNodes ?? [])
      .filter(isElement)
      .map((element) => ({ element, path: ownStylesheet(element) }))
      .filter((link): link is { element: Element; path: string } => link.path !== undefined);
    const paths = links.map((link) => link.path);
    if (links.length < 2) {
      for (const path of paths) this.#stillLinked.add(path);
      return;
    }
    const href = this.#joinedFile(paths);
    page.setAttribute(links[0]!.element, 'href', href);
    for (const link of links.slice(1)) page.remove(link.element);
  }

  #joinedFile(paths: string[]): string {
    const key = paths.join('\n');
    const known = this.#joined.get(key);
    if (known) return known;
    const css = paths
      .map((path) => {
        const file = join(this.#out, path);
        if (!existsSync(file)) throw new Error(`a page links ${path}, which the build did not write`);
        // Each file after the other, on a line of its own: no rule runs into the next file's.
        return `${readFileSync(file, 'utf8').trimEnd()}\n`;
      })
      .join('');
    if (/@import|@charset/i.test(css)) {
      throw new Error(
        `cannot join ${paths.join(', ')}: an @import or @charset must stay first in its own file`,
      );
    }
    const href = `${JOINED_FOLDER}styles-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    writeFileSync(join(this.#out, href), css);
    this.#joined.set(key, href);
    return href;
  }

  /** Deletes the bundler's stylesheets that no page links on its own any more; returns their paths. */
  removeJoinedParts(): string[] {
    const parts = new Set([...this.#joined.keys()].flatMap((key) => key.split('\n')));
    const unlinked = [...parts].filter((path) => !this.#stillLinked.has(path));
    for (const path of unlinked) rmSync(join(this.#out, path));
    return unlinked;
  }

  /** How many pages' sets were joined into how many files. */
  get files(): number {
    return this.#joined.size;
  }
}
