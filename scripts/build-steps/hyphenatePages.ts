import type { DefaultTreeAdapterMap } from 'parse5';
import { hyphenateHeading } from '../../marketing/app/content/hyphenate';
import type { Element, HtmlPage, Node } from '../html';

type TextNode = DefaultTreeAdapterMap['textNode'];

/**
 * The parts of a page whose long Danish and Norwegian words get soft hyphens: headings, buttons
 * and cards, where a narrow box meets a long compound ("Abonnementsfakturering") and Chromium,
 * with no hyphenation dictionary for these languages, would otherwise break it mid-word.
 * Running text is left alone: it wraps between words, and stays clean for copying.
 */
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'summary']);

/** A class that names a card or a button: CSS modules keep the local name (`_cardTitle_1idmc_108`). */
const CARD_OR_BUTTON_CLASS = /(?:^|[\s_-])(?:[a-z]*card|[a-z]*button|cta)[a-z]*(?:[\s_-]|$)/i;

/** Text that is not shown as words, or that a visitor copies as it is. */
const SKIPPED = new Set([
  'script',
  'style',
  'svg',
  'template',
  'code',
  'pre',
  'kbd',
  'textarea',
  'title',
  'head',
]);

const SOFT_HYPHEN = /\u00AD/g;

/** Only text with a word as long as content/hyphenate.ts hyphenates goes to the dictionary (it is slow). */
const LONG_WORD = /\p{L}{12}/u;

function isTarget(element: Element): boolean {
  if (HEADINGS.has(element.tagName)) return true;
  const className = element.attrs.find((attribute) => attribute.name === 'class')?.value ?? '';
  return CARD_OR_BUTTON_CLASS.test(className);
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00A0/g, '&nbsp;');
}

/**
 * Gives the long words of a Danish or Norwegian page's headings, buttons and cards soft hyphens
 * at their syllables (the dictionaries of content/hyphenate.ts), as edits of those text nodes
 * in the parsed page: the head (title, meta, JSON-LD) and everything else stay byte for byte.
 * Other languages get no edit. The assembly passes the page it parses once for the CSP.
 */
export function hyphenateTextsIn(page: HtmlPage): HtmlPage {
  const language = page.lang()?.split('-')[0];
  if (language !== 'da' && language !== 'nb') return page;
  const visit = (node: Node, inside: boolean) => {
    if (node.nodeName === '#text') {
      const text = node as TextNode;
      const location = text.sourceCodeLocation;
      if (!inside || !location) return;
      const clean = text.value.replace(SOFT_HYPHEN, '');
      if (!LONG_WORD.test(clean)) return;
      const hyphenated = hyphenateHeading(clean, language);
      if (hyphenated !== text.value)
        page.splice(location.startOffset, location.endOffset, escapeText(hyphenated));
      return;
    }
    if ('tagName' in node && SKIPPED.has(node.tagName)) return;
    // An island's root is rendered again when it hydrates: a soft hyphen the tool did not render
    // would be a mismatch (React error 418), so the tools keep their own text.
    if ('tagName' in node && node.attrs.some((attribute) => attribute.name === 'data-island')) return;
    const here = inside || ('tagName' in node && isTarget(node));
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child, here);
  };
  visit(page.tag('html')!, false);
  return page;
}
