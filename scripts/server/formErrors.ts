import type { RawForm } from '@web/shared/forms';

/** HTML-escapes text for an attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The opening tag of the control with this id, if the page has one. */
function controlTag(html: string, name: string): RegExpExecArray | null {
  return new RegExp(`<(input|select|textarea)\\b[^>]*\\sid="${name}"[^>]*>`).exec(html);
}

/** Sets (or replaces) one attribute in an opening tag. */
function withAttribute(tag: string, attribute: string, value: string | null): string {
  const without = tag.replace(new RegExp(`\\s${attribute}(="[^"]*")?(?=[\\s/>])`), '');
  if (value === null) return without;
  return without.replace(/\s*\/?>$/, (end) => ` ${attribute}${value === '' ? '' : `="${value}"`}${end}`);
}

/** Puts what was typed back into one control: text, textarea, select or checkbox. */
function keepValue(html: string, name: string, value: string): string {
  const match = controlTag(html, name);
  if (!match) return html;
  const [tag, kind] = match;
  const at = match.index;
  if (kind === 'textarea') {
    const close = html.indexOf('</textarea>', at);
    return `${html.slice(0, at)}${tag}${escapeHtml(value)}${html.slice(close)}`;
  }
  if (kind === 'select') {
    const close = html.indexOf('</select>', at);
    const options = html.slice(at + tag.length, close).replace(/<option\b[^>]*>/g, (option) => {
      const optionValue = /\svalue="([^"]*)"/.exec(option)?.[1] ?? '';
      return withAttribute(option, 'selected', optionValue === escapeHtml(value) ? '' : null);
    });
    return `${html.slice(0, at)}${tag}${options}${html.slice(close)}`;
  }
  const replacement = /\stype="checkbox"/.test(tag)
    ? withAttribute(tag, 'checked', value ? '' : null)
    : withAttribute(tag, 'value', escapeHtml(value));
  return `${html.slice(0, at)}${replacement}${html.slice(at + tag.length)}`;
}

/** Marks one control invalid and fills its error slot with the message. */
function showError(html: string, name: string, message: string, first: boolean): string {
  const match = controlTag(html, name);
  if (!match) return html;
  const [tag] = match;
  const hint = html.includes(`id="${name}-hint"`) ? ` ${name}-hint` : '';
  let marked = withAttribute(tag, 'aria-invalid', 'true');
  marked = withAttribute(marked, 'aria-describedby', `${name}-error${hint}`);
  // The first field to fix gets the focus, as a person would look for it.
  if (first) marked = withAttribute(marked, 'autofocus', '');
  const withControl = `${html.slice(0, match.index)}${marked}${html.slice(match.index + tag.length)}`;
  return withControl.replace(
    new RegExp(`(<p\\b[^>]*\\sid="${name}-error"[^>]*?)\\shidden(="[^"]*")?([^>]*>)</p>`),
    (_whole, start: string, _hidden: string, end: string) => `${start}${end}${escapeHtml(message)}</p>`,
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
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined && !skip.includes(name) && /^[\w-]+$/.test(name))
      page = keepValue(page, name, value);
  }
  Object.entries(errors).forEach(([name, error], index) => {
    page = showError(page, name, message(error), index === 0);
  });
  return page;
}
