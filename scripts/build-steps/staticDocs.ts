/**
 * The docs ship no framework JavaScript
 * (docs/decisions/2026-11-23-javascript-only-where-a-page-needs-it.md). Docusaurus still
 * builds and prerenders every page; its client (the runtime, `main.js`
 * and the chunks they load) only hydrated what the prerendered HTML already shows, and the
 * parts that needed it are platform parts or the site script now. So the build takes the
 * client out of every docs page and out of dist/.
 */
import { attr, type Element, hasToken, type HtmlPage } from '../html';

/** Where Docusaurus writes its client's scripts, under the docs' base URL (and each language's: da-DK/docs/assets/js). */
export const DOCS_CLIENT_DIR = 'docs/assets/js';

const CLIENT_PATH = /^\/(?:[a-z]{2}-[A-Z]{2}\/)?docs\/assets\/js\//;
const LOADS_AHEAD = ['preload', 'prefetch', 'modulepreload'];

/** Whether an element loads, or loads ahead, one of the client's scripts. */
function isClient(element: Element): boolean {
  if (element.tagName === 'script') return CLIENT_PATH.test(attr(element, 'src') ?? '');
  if (element.tagName !== 'link') return false;
  const loadsAhead = LOADS_AHEAD.some((rel) => hasToken(element, 'rel', rel));
  return loadsAhead && CLIENT_PATH.test(attr(element, 'href') ?? '');
}

/** Takes Docusaurus's client out of a parsed docs page: its scripts and any preload or prefetch of them. */
export function removeDocsClientFrom(page: HtmlPage): HtmlPage {
  for (const element of page.find(isClient)) page.remove(element);
  return page;
}

/** Whether a page still refers to the docs' client scripts. */
export function refersToDocsClient(html: string): boolean {
  return /["'=\s]\/(?:[a-z]{2}-[A-Z]{2}\/)?docs\/assets\/js\//.test(html);
}
