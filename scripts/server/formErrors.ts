import type { RawForm } from '@web/shared/forms';
import { escapeHtml } from '../html';

export { escapeHtml };

/** An unquoted attribute value, as a minifier writes it (`id=comment`): HTML's rules. */
const UNQUOTED = '[^\\s"\'=<>`]+';

/**
 * A regular expression source for ` name="value"` in a tag, quoted or not: the marketing pages
 * quote every value, the docs' minified pages leave quotes out where HTML allows it.
 * `value` is a regular expression source itself; `(?:…)` groups it.
 */
function attributeSource(name: string, value: string): string {
  return `\\s${name}=(?:"(?:${value})"|(?:${value})(?=[\\s/>]))`;
}

/** The value of an attribute in one tag, quoted or not; '' when the tag has none. */
function attributeValue(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|(${UNQUOTED}))`).exec(tag);
  return match?.[1] ?? match?.[2] ?? '';
}

/**
 * The opening tag of the control with this id, if the page has one. A radio group is a
 * `<fieldset>` with the field's name as its id, its radios inside.
 */
function controlTag(html: string, name: string): RegExpExecArray | null {
  return new RegExp(`<(input|select|textarea|fieldset)\\b[^>]*${attributeSource('id', name)}[^>]*>`).exec(
    html,
  );
}

/** The ids of a page's controls (inputs, selects, text areas and radio groups), quoted or not. */
function controlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:input|select|textarea|fieldset)\b[^>]*>/g)) {
    const id = attributeValue(tag, 'id');
    if (/^[\w-]+$/.test(id)) ids.add(id);
  }
  return ids;
}

/** Whether the page has an element with this id. */
function hasId(html: string, id: string): boolean {
  return new RegExp(attributeSource('id', id)).test(html);
}

/** Sets (or replaces) one attribute in an opening tag. */
function withAttribute(tag: string, attribute: string, value: string | null): string {
  const without = tag.replace(new RegExp(`\\s${attribute}(=("[^"]*"|${UNQUOTED}))?(?=[\\s/>])`), '');
  if (value === null) return without;
  return without.replace(/\s*\/?>$/, (end) => ` ${attribute}${value === '' ? '' : `="${value}"`}${end}`);
}

/** Puts what was typed back into one control: text, textarea, select, checkbox or radio group. */
function keepValue(html: string, name: string, value: string): string {
  const match = controlTag(html, name);
  if (!match) return html;
  const [tag, kind] = match;
  const at = match.index;
  if (kind === 'textarea') {
    const close = html.indexOf('</textarea>', at);
    return `${html.slice(0, at)}${tag}${escapeHtml(value)}${html.slice(close)}`;
  }
  if (kind === 'fieldset') {
    // Only the radio whose value is the one posted is checked; nothing posted is written out.
    const close = html.indexOf('</fieldset>', at);
    const radios = html
      .slice(at + tag.length, close)
      .replace(new RegExp(`<input\\b[^>]*${attributeSource('type', 'radio')}[^>]*>`, 'g'), (radio) =>
        withAttribute(radio, 'checked', attributeValue(radio, 'value') === escapeHtml(value) ? '' : null),
      );
    return `${html.slice(0, at)}${tag}${radios}${html.slice(close)}`;
  }
  if (kind === 'select') {
    const close = html.indexOf('</select>', at);
    const options = html
      .slice(at + tag.length, close)
      .replace(/<option\b[^>]*>/g, (option) =>
        withAttribute(option, 'selected', attributeValue(option, 'value') === escapeHtml(value) ? '' : null),
      );
    return `${html.slice(0, at)}${tag}${options}${html.slice(close)}`;
  }
  const replacement = new RegExp(attributeSource('type', 'checkbox')).test(tag)
    ? withAttribute(tag, 'checked', value ? '' : null)
    : withAttribute(tag, 'value', escapeHtml(value));
  return `${html.slice(0, at)}${replacement}${html.slice(at + tag.length)}`;
}

/** Marks one control invalid and fills its error slot with the message. */
function showError(html: string, name: string, message: string, first: boolean): string {
  const match = controlTag(html, name);
  if (!match) return html;
  const [tag, kind] = match;
  const hint = hasId(html, `${name}-hint`) ? ` ${name}-hint` : '';
  let marked = withAttribute(tag, 'aria-invalid', 'true');
  marked = withAttribute(marked, 'aria-describedby', `${name}-error${hint}`);
  // The first field to fix gets the focus, as a person would look for it (in a radio group,
  // its first radio: a fieldset takes no focus).
  if (first && kind !== 'fieldset') marked = withAttribute(marked, 'autofocus', '');
  let after = html.slice(match.index + tag.length);
  if (first && kind === 'fieldset')
    after = after.replace(/<input\b[^>]*>/, (radio) => withAttribute(radio, 'autofocus', ''));
  const withControl = `${html.slice(0, match.index)}${marked}${after}`;
  // The slot is empty; a minified page may leave out its `</p>`, so one is written either way.
  return withControl.replace(
    new RegExp(
      `(<p\\b[^>]*?${attributeSource('id', `${name}-error`)}[^>]*?)\\shidden(?:=(?:""|"hidden"|hidden))?(?=[\\s>])([^>]*>)(?:</p>)?`,
    ),
    (_whole, start: string, end: string) => `${start}${end}${escapeHtml(message)}</p>`,
  );
}

/**
 * The form page a refused post came from, as the browser would have shown it: what was typed
 * kept (escaped), each error beside its field in the page's language, the first invalid field
 * focused. The fields come from the page: a posted name the page has no control for is ignored.
 */
export function formPageWithErrors(
  html: string,
  raw: RawForm,
  errors: Record<string, string>,
  message: (error: string) => string,
  skip: readonly string[] = [],
): string {
  let page = html;
  // The page's controls are found in one pass; only posted names among them are looked up, so
  // the work follows the page's fields, never the number of names a post makes up.
  const controls = controlIds(html);
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined && !skip.includes(name) && controls.has(name))
      page = keepValue(page, name, value);
  }
  Object.entries(errors).forEach(([name, error], index) => {
    page = showError(page, name, message(error), index === 0);
  });
  return page;
}

/**
 * The path the form named `form` posts to on a page (its `action` without query or fragment),
 * or null when the page holds no such form.
 */
export function formActionPath(html: string, form: string): string | null {
  if (!/^[\w-]+$/.test(form)) return null;
  const tag = new RegExp(`<form\\b[^>]*${attributeSource('name', form)}[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  return attributeValue(tag, 'action').split(/[?#]/)[0] ?? '';
}

/** Whether a page's HTML holds the form named `form` (quoted or minified markup). */
export function carriesForm(html: string, form: string): boolean {
  return (
    /^[\w-]+$/.test(form) && new RegExp(`<form\\b[^>]*${attributeSource('name', form)}[^>]*>`).test(html)
  );
}
