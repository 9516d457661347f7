import type { RawForm } from '@web/shared/forms';
import { attr, type Element, escapeHtml, type HtmlPage, insideOf, parseHtml, readHtml } from '../html';

export { escapeHtml };

const CONTROLS = ['input', 'select', 'textarea', 'fieldset'];

/** The elements inside `parent` with this tag name. */
function inside(page: HtmlPage, parent: Element, tagName: string): Element[] {
  return page.find((element) => element.tagName === tagName && insideOf(element, (up) => up === parent));
}

/** Puts what was typed back into one control: text, textarea, select, checkbox or radio group. */
function keepValue(page: HtmlPage, field: Element, value: string): void {
  if (field.tagName === 'textarea') {
    // A parser drops one line break right after <textarea>: the leading one here, never the visitor's.
    page.replaceContent(field, `\n${escapeHtml(value)}`);
  } else if (field.tagName === 'fieldset') {
    // Only the radio whose value is the one posted is checked; nothing posted is written out.
    for (const radio of inside(page, field, 'input').filter((input) => attr(input, 'type') === 'radio'))
      page.setAttribute(radio, 'checked', attr(radio, 'value') === value ? '' : null);
  } else if (field.tagName === 'select') {
    for (const option of inside(page, field, 'option'))
      page.setAttribute(option, 'selected', attr(option, 'value') === value ? '' : null);
  } else if (attr(field, 'type') === 'checkbox') {
    page.setAttribute(field, 'checked', value ? '' : null);
  } else {
    page.setAttribute(field, 'value', value);
  }
}

/** Marks one control invalid and fills its error slot with the message. */
function showError(page: HtmlPage, field: Element, message: string, first: boolean): void {
  const name = attr(field, 'id')!;
  const hasId = (id: string) => page.first((element) => attr(element, 'id') === id);
  const hint = hasId(`${name}-hint`) ? ` ${name}-hint` : '';
  page.setAttribute(field, 'aria-invalid', 'true');
  page.setAttribute(field, 'aria-describedby', `${name}-error${hint}`);
  // The first field to fix gets the focus, as a person would look for it (in a radio group,
  // its first radio: a fieldset takes no focus).
  if (first) {
    const focused = field.tagName === 'fieldset' ? inside(page, field, 'input')[0] : field;
    if (focused) page.setAttribute(focused, 'autofocus', '');
  }
  const slot = hasId(`${name}-error`);
  if (!slot || slot.tagName !== 'p' || attr(slot, 'hidden') === undefined) return;
  page.setAttribute(slot, 'hidden', null);
  // The slot is empty; a minified page may leave out its `</p>`, so one is written either way.
  const start = page.contentStart(slot);
  const closed = slot.sourceCodeLocation?.endTag;
  const end = closed && closed.startOffset === start ? closed.endOffset : start;
  page.splice(start, end, `${escapeHtml(message)}</p>`);
}

/**
 * The form page a refused post came from, as the browser would have shown it: what was typed
 * kept (escaped), each error beside its field in the page's language, the first invalid field
 * focused, and a notice (a post refused as a whole: too many posts, the store full) just above
 * the form named `notice.form`, announced. The fields come from the page: a posted name the page
 * has no control for is ignored.
 */
export function formPageWithErrors(
  html: string,
  raw: RawForm,
  errors: Record<string, string>,
  message: (error: string) => string,
  skip: readonly string[] = [],
  notice?: { form: string; title: string; text: string },
): string {
  const page = parseHtml(html);
  // The page's controls are found in one pass; only posted names among them are looked up, so
  // the work follows the page's fields, never the number of names a post makes up.
  const controls = new Map<string, Element>();
  for (const element of page.elements) {
    const id = attr(element, 'id');
    if (CONTROLS.includes(element.tagName) && id && !controls.has(id)) controls.set(id, element);
  }
  for (const [name, value] of Object.entries(raw)) {
    const field = controls.get(name);
    if (value !== undefined && !skip.includes(name) && field) keepValue(page, field, value);
  }
  Object.entries(errors).forEach(([name, error], index) => {
    const field = controls.get(name);
    if (field) showError(page, field, message(error), index === 0);
  });
  const form = notice && formNamed(page, notice.form);
  if (notice && form)
    page.insertBefore(
      form,
      `<p role="alert"><strong>${escapeHtml(notice.title)}</strong> ${escapeHtml(notice.text)}</p>`,
    );
  return page.edited ? page.toString() : html;
}

/** The form named `form` on a page, if it has one. */
function formNamed(page: HtmlPage, form: string): Element | undefined {
  return page.first((element) => element.tagName === 'form' && attr(element, 'name') === form);
}

/**
 * The path the form named `form` posts to on a page (its `action` without query or fragment),
 * or null when the page holds no such form.
 */
export function formActionPath(html: string, form: string): string | null {
  const tag = formNamed(readHtml(html), form);
  return tag ? ((attr(tag, 'action') ?? '').split(/[?#]/)[0] ?? '') : null;
}

/** Whether a page's HTML holds the form named `form` (quoted or minified markup). */
export function carriesForm(html: string, form: string): boolean {
  return formNamed(readHtml(html), form) !== undefined;
}
