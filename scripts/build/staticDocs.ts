/**
 * The docs ship no framework JavaScript (docs/decisions.md, "JavaScript only where a page needs
 * it"). Docusaurus still builds and prerenders every page; its client (the runtime, `main.js`
 * and the chunks they load) only hydrated what the prerendered HTML already shows, and the
 * parts that needed it are platform parts or the site script now. So the build takes the
 * client out of every docs page and out of dist/.
 */

/** Where Docusaurus writes its client's scripts, under the docs' base URL. */
export const DOCS_CLIENT_DIR = 'docs/assets/js';

const CLIENT_PATH = /^\/docs\/assets\/js\//;
const SCRIPT_WITH_SRC = /<script\b([^>]*)>\s*<\/script>/gi;
const LINK = /<link\b([^>]*)>/gi;

/** An attribute's value in a tag's attribute text, quoted or not (Docusaurus's HTML drops quotes). */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A docs page without Docusaurus's client: its scripts and any preload or prefetch of them. */
export function withoutDocsClient(html: string): string {
  return html
    .replace(SCRIPT_WITH_SRC, (tag, attributes: string) =>
      CLIENT_PATH.test(attribute(attributes, 'src') ?? '') ? '' : tag,
    )
    .replace(LINK, (tag, attributes: string) => {
      const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
      const loadsAhead = rel.some((value) => ['preload', 'prefetch', 'modulepreload'].includes(value));
      return loadsAhead && CLIENT_PATH.test(attribute(attributes, 'href') ?? '') ? '' : tag;
    });
}

/** Whether a page still refers to the docs' client scripts. */
export function refersToDocsClient(html: string): boolean {
  return /["'=\s]\/docs\/assets\/js\//.test(html);
}
