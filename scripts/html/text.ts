import { decodeHTML } from 'entities';

/** HTML-escapes text for an attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Text with its character references decoded, by the decoder the HTML parser uses (so a page's
 * text reads the same whether it came through the parser or not). Unknown names stay as written.
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** Text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
