import type { DefaultTreeAdapterMap } from 'parse5';
import { INTEGRATIONS } from '@web/shared';
import { hyphenateText } from '../../marketing/app/content/hyphenate';
import { type Element, escapeRegExp, type HtmlPage, type Node } from '../html';

type TextNode = DefaultTreeAdapterMap['textNode'];

/**
 * Running text in the parts of a page whose columns are narrow (cards, call-to-action bands):
 * there a long Danish or Norwegian compound ("bankoverførsel") meets a narrow box, and Chromium,
 * with no hyphenation dictionary for these languages, would otherwise leave a ragged gap or break
 * it mid-word. Headings and short labels (buttons, links, table heads, a card's title) are never
 * hyphenated: they wrap between words (docs/decisions/2026-11-27-type-grid-and-marks.md).
 * Other running text is left alone: it wraps between words in a wide measure, and stays clean
 * for copying.
 */
const LABELS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'button',
  'summary',
  'a',
  'label',
  'legend',
  'th',
  'dt',
  'nav',
  'caption',
]);

/** A class that names a card or a call to action: CSS modules keep the local name (`_card_1idmc_108`). */
const CARD_CLASS = /(?:^|[\s_-])(?:[a-z]*card|cta)[a-z]*(?:[\s_-]|$)/i;

/** A class that names a short label inside a card: its title, name, badge or tag. */
const LABEL_CLASS = /(?:title|label|badge|tag|name|eyebrow|kicker|price)/i;

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

const classOf = (element: Element) =>
  element.attrs.find((attribute) => attribute.name === 'class')?.value ?? '';

const isCard = (element: Element) => CARD_CLASS.test(classOf(element));

const isLabel = (element: Element) => LABELS.has(element.tagName) || LABEL_CLASS.test(classOf(element));

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00A0/g, '&nbsp;');
}

type Context = 'outside' | 'card' | 'label';

/**
 * Product names with a hyphen of their own ("e-conomic"). A browser may break a line after any
 * hyphen, which splits such a name over two lines of a heading ("e-" / "conomic"); in headings
 * and labels the name is kept on one line (`.bv-nowrap`, tokens.css). The text stays as written,
 * so search and copying see the plain name.
 */
const HYPHENATED_NAMES = [
  ...new Set(INTEGRATIONS.flatMap((integration) => Object.values(integration.title) as string[])),
].filter((title) => title.includes('-'));
const NAME = new RegExp(`(?<![\\p{L}-])(${HYPHENATED_NAMES.map(escapeRegExp).join('|')})(?![\\p{L}-])`, 'gu');

/** Escaped text with each hyphenated product name wrapped so it does not break at its hyphen. */
function keepNamesWhole(escaped: string): string {
  return HYPHENATED_NAMES.length === 0 ? escaped : escaped.replace(NAME, '<span class="bv-nowrap">$1</span>');
}

/**
 * Gives the long words of a Danish or Norwegian page's card text soft hyphens between their
 * compound parts and at the syllables inside them (content/hyphenate.ts), and takes any soft
 * hyphen out of headings and labels, as edits of those text nodes in the parsed page: the head
 * (title, meta, JSON-LD) and everything else stay byte for byte. Other languages get no edit.
 * The assembly passes the page it parses once for the CSP.
 */
export function hyphenateTextsIn(page: HtmlPage): HtmlPage {
  const language = page.lang()?.split('-')[0] ?? '';
  // Danish and Norwegian card text hyphenates; every language keeps its labels' names whole.
  const hyphenates = language === 'da' || language === 'nb';
  const visit = (node: Node, context: Context) => {
    if (node.nodeName === '#text') {
      const text = node as TextNode;
      const location = text.sourceCodeLocation;
      if (context === 'outside' || !location) return;
      const clean = text.value.replace(SOFT_HYPHEN, '');
      if (context === 'card' && (!hyphenates || !LONG_WORD.test(clean))) return;
      const edited = context === 'card' ? hyphenateText(clean, language) : clean;
      const escaped = escapeText(edited);
      const markup = context === 'label' ? keepNamesWhole(escaped) : escaped;
      if (edited !== text.value || markup !== escaped)
        page.splice(location.startOffset, location.endOffset, markup);
      return;
    }
    if (!('tagName' in node)) {
      for (const child of 'childNodes' in node ? node.childNodes : []) visit(child, context);
      return;
    }
    if (SKIPPED.has(node.tagName)) return;
    // An island's root is rendered again when it hydrates: a soft hyphen the tool did not render
    // would be a mismatch (React error 418), so the tools keep their own text.
    if (node.attrs.some((attribute) => attribute.name === 'data-island')) return;
    const here: Context = isLabel(node)
      ? 'label'
      : context === 'label'
        ? 'label'
        : isCard(node)
          ? 'card'
          : context;
    for (const child of node.childNodes) visit(child, here);
  };
  visit(page.tag('html')!, 'outside');
  return page;
}
