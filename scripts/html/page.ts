import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';
import { escapeHtml } from './text';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
type TextNode = DefaultTreeAdapterMap['textNode'];

/**
 * One parsed-page model for every step that reads or edits built HTML: the build's steps, the
 * built-site checks and the local server's form pages. The page is parsed by parse5 (the
 * algorithm browsers use) with source locations, so questions are asked of elements, and edits
 * are spliced into the page's own text at the parser's offsets: what is not edited keeps its
 * bytes (an inline script's body, and so its CSP hash, above all), with no serialiser between.
 */
export class HtmlPage {
  readonly source: string;
  /** Every element in document order, template contents included. */
  readonly elements: Element[];
  readonly #edits: Edit[] = [];
  readonly #attributes = new Map<Element, Map<string, string | null>>();

  /**
   * `fragment`: the source is a piece of a body (a section's markup), not a whole page.
   * `edit: false`: the page is only read, so the parser keeps no source locations (about half
   * the parsing time); editing it then throws.
   */
  constructor(
    source: string,
    { fragment = false, edit = true }: { fragment?: boolean; edit?: boolean } = {},
  ) {
    this.source = source;
    const options = { sourceCodeLocationInfo: edit };
    const root = fragment ? parseFragment(source, options) : parse(source, options);
    this.elements = descendants(root as Node);
  }

  find(test: (element: Element) => boolean): Element[] {
    return this.elements.filter(test);
  }

  first(test: (element: Element) => boolean): Element | undefined {
    return this.elements.find(test);
  }

  /** The first element with this tag name. */
  tag(name: string): Element | undefined {
    return this.first((element) => element.tagName === name);
  }

  /** The `<title>` text as a reader sees it (references decoded, spaces collapsed), or null. */
  title(): string | null {
    const title = this.tag('title');
    const text = title ? textOf(title) : '';
    return text === '' ? null : text;
  }

  /** The `<html lang>`, lower-cased, or null. */
  lang(): string | null {
    return attr(this.tag('html')!, 'lang')?.toLowerCase() || null;
  }

  /** The content of the first `<meta name>` (or `property`) with this value, or null. */
  meta(name: string): string | null {
    const meta = this.first(
      (element) =>
        element.tagName === 'meta' && (attr(element, 'name') === name || attr(element, 'property') === name),
    );
    return meta ? (attr(meta, 'content') ?? null) : null;
  }

  /** The source text of an element, tags included. */
  outer(element: Element): string {
    const { startOffset, endOffset } = location(element);
    return this.source.slice(startOffset, endOffset);
  }

  /** The source text between an element's tags. */
  inner(element: Element): string {
    return this.source.slice(contentStart(element), contentEnd(element));
  }

  /** Offset just after an element's start tag. */
  contentStart(element: Element): number {
    return contentStart(element);
  }

  /** Offset of an element's end tag (or where the parser closed it). */
  contentEnd(element: Element): number {
    return contentEnd(element);
  }

  remove(element: Element): this {
    const { startOffset, endOffset } = location(element);
    return this.splice(startOffset, endOffset, '');
  }

  insertBefore(element: Element, html: string): this {
    const at = location(element).startOffset;
    return this.splice(at, at, html);
  }

  /** Inserts markup first inside an element (just after its start tag). */
  prepend(element: Element, html: string): this {
    return this.splice(contentStart(element), contentStart(element), html);
  }

  /** Inserts markup last inside an element (just before its end tag, which must be written). */
  append(element: Element, html: string): this {
    const end = location(element).endTag;
    if (!end) throw new Error(`<${element.tagName}> has no end tag to insert before`);
    return this.splice(end.startOffset, end.startOffset, html);
  }

  insertAfter(element: Element, html: string): this {
    const at = location(element).endOffset;
    return this.splice(at, at, html);
  }

  /** Offsets of an attribute's value in the source (inside its quotes), or undefined without one. */
  attributeValueAt(element: Element, name: string): { start: number; end: number } | undefined {
    const place = location(element).attrs?.[name];
    if (!place) return undefined;
    const text = this.source.slice(place.startOffset, place.endOffset);
    const prefix = /^[^=]*=\s*(["']?)/.exec(text);
    if (!prefix) return undefined;
    return { start: place.startOffset + prefix[0].length, end: place.endOffset - prefix[1]!.length };
  }

  /** Replaces what lies between an element's tags. */
  replaceContent(element: Element, html: string): this {
    return this.splice(contentStart(element), contentEnd(element), html);
  }

  /**
   * Sets an attribute (escaped; '' writes it bare) or removes it (null). A set attribute is
   * written last in the tag, in the order set, in place of the one the tag had.
   */
  setAttribute(element: Element, name: string, value: string | null): this {
    const changes = this.#attributes.get(element) ?? new Map<string, string | null>();
    changes.delete(name);
    changes.set(name, value);
    this.#attributes.set(element, changes);
    return this;
  }

  /** Replaces the source between two offsets; edits must not overlap. */
  splice(start: number, end: number, html: string): this {
    this.#edits.push({ start, end, html });
    return this;
  }

  /** Whether any edit is pending. */
  get edited(): boolean {
    return this.#edits.length > 0 || this.#attributes.size > 0;
  }

  /** The page's text with every edit applied. */
  toString(): string {
    const edits = [...this.#edits];
    for (const [element, changes] of this.#attributes) edits.push(this.#startTagEdit(element, changes));
    edits.sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let at = 0;
    for (const edit of edits) {
      if (edit.start < at) throw new Error(`overlapping HTML edits at offset ${edit.start}`);
      out += this.source.slice(at, edit.start) + edit.html;
      at = edit.end;
    }
    return out + this.source.slice(at);
  }

  #startTagEdit(element: Element, changes: Map<string, string | null>): Edit {
    const tag = location(element).startTag!;
    const attributes = location(element).attrs ?? {};
    let text = this.source.slice(tag.startOffset, tag.endOffset);
    // Removed from the end backwards, so earlier offsets stay valid; the space before each goes too.
    const removed = [...changes.keys()]
      .map((name) => attributes[name])
      .filter((place) => place !== undefined)
      .sort((a, b) => b.startOffset - a.startOffset);
    for (const place of removed) {
      const from = place.startOffset - tag.startOffset - 1;
      text = text.slice(0, from) + text.slice(place.endOffset - tag.startOffset);
    }
    const added = [...changes]
      .filter(([, value]) => value !== null)
      .map(([name, value]) => ` ${name}${value === '' ? '' : `="${escapeHtml(value!)}"`}`)
      .join('');
    text = text.replace(/\s*\/?>$/, (end) => `${added}${end}`);
    return { start: tag.startOffset, end: tag.endOffset, html: text };
  }
}

interface Edit {
  start: number;
  end: number;
  html: string;
}

/** Parses a page to read and edit it. */
export function parseHtml(html: string): HtmlPage {
  return new HtmlPage(html);
}

/** Parses a page only to read it (faster: no source locations kept). */
export function readHtml(html: string): HtmlPage {
  return new HtmlPage(html, { edit: false });
}

/** Parses a piece of a page's body. */
export function parseFragmentHtml(html: string): HtmlPage {
  return new HtmlPage(html, { fragment: true });
}

export const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** Whether an attribute holding space-separated tokens (`rel`, `class`) has this one. */
export const hasToken = (element: Element, name: string, token: string): boolean =>
  (attr(element, name) ?? '').toLowerCase().split(/\s+/).includes(token);

export const isElement = (node: Node): node is Element => 'tagName' in node;

function location(element: Element) {
  const place = element.sourceCodeLocation;
  if (!place)
    throw new Error(
      `<${element.tagName}> has no place in the source (added by the parser, or the page was only read)`,
    );
  return place;
}

function contentStart(element: Element): number {
  const place = location(element);
  return place.startTag?.endOffset ?? place.startOffset;
}

function contentEnd(element: Element): number {
  const place = location(element);
  return place.endTag?.startOffset ?? place.endOffset;
}

/** HTML's whitespace: a no-break or thin space is text, not a gap to collapse. */
const SPACES = /[\t\n\f\r ]+/g;

/**
 * The text a reader gets from a node (scripts and styles left out), HTML's whitespace
 * collapsed and trimmed as `document.title` does.
 */
export function textOf(node: Node): string {
  if (isElement(node) && ['script', 'style', 'template'].includes(node.tagName)) return '';
  const text =
    node.nodeName === '#text'
      ? (node as TextNode).value
      : rawText('childNodes' in node ? node.childNodes : []);
  return text.replace(SPACES, ' ').replace(/^ | $/g, '');
}

function rawText(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if (node.nodeName === '#text') return (node as TextNode).value;
      if (isElement(node) && ['script', 'style', 'template'].includes(node.tagName)) return '';
      return 'childNodes' in node ? rawText(node.childNodes) : '';
    })
    .join('');
}

/** The raw text of a script or style element (never entity-decoded, as the browser reads it). */
export function scriptText(element: Element): string {
  return rawText(element.childNodes);
}

/** The text of an HTML fragment as a reader gets it: tags dropped, references decoded. */
export function fragmentText(html: string): string {
  return textOf(parseFragment(html) as unknown as Node);
}

/** Whether `element` sits inside an element passing `test`. */
export function insideOf(element: Element, test: (ancestor: Element) => boolean): boolean {
  let parent = element.parentNode as Node | null;
  while (parent && isElement(parent)) {
    if (test(parent)) return true;
    parent = parent.parentNode as Node | null;
  }
  return false;
}

/** The descendants of `root` that are elements, in document order (template contents included). */
export function descendants(root: Node): Element[] {
  const out: Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) out.push(node);
    const children =
      'content' in node && node.content
        ? node.content.childNodes
        : 'childNodes' in node
          ? node.childNodes
          : [];
    for (const child of children) walk(child);
  };
  walk(root);
  return out;
}

/** A page's title without the site's suffix (`Pricing | Billvard` -> `Pricing`), or null. */
export function ownTitle(page: HtmlPage): string | null {
  return (
    page
      .title()
      ?.replace(/\s+\|\s+[^|]*$/, '')
      .trim() || null
  );
}
