import { MARKERS } from './markers';

/**
 * The docs' buttons that need a script: a code block's copy and word-wrap buttons and "Copy as
 * Markdown". The docs pages run no framework in the browser; the buttons are prerendered (and
 * hidden by CSS when scripting is off) and these listeners, one per document, do the work.
 */

/** How long a copy button shows its result before it reads as before. */
const CODE_FEEDBACK_MS = 1000;
const MARKDOWN_FEEDBACK_MS = 2500;

const closestMarked = (target: EventTarget | null, marker: string): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${marker}]`) : null;

/** A code block's code: its lines (the highlighter's `.token-line`s) joined, without buttons or label. */
function blockCode(button: Element): string | null {
  const code = button.closest('.theme-code-block')?.querySelector('pre code');
  if (!code) return null;
  const lines = Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent ?? '');
  return lines.length > 0 ? lines.join('\n') : (code.textContent ?? '');
}

/** The copy button of a code block puts its code on the clipboard and says so for a moment. */
export function copyCode(root: Document): void {
  const timers = new WeakMap<HTMLElement, number>();
  root.addEventListener('click', (event) => {
    const button = closestMarked(event.target, MARKERS.codeCopy);
    const text = button && blockCode(button);
    if (!button || text === null) return;
    const view = root.defaultView;
    void view?.navigator.clipboard.writeText(text).then(() => {
      const label = button.getAttribute('aria-label') ?? '';
      button.dataset.label ??= label;
      button.setAttribute('data-copied', '');
      button.setAttribute('aria-label', button.dataset.copiedLabel ?? label);
      view.clearTimeout(timers.get(button));
      timers.set(
        button,
        view.setTimeout(() => {
          button.removeAttribute('data-copied');
          button.setAttribute('aria-label', button.dataset.label ?? label);
        }, CODE_FEEDBACK_MS),
      );
    });
  });
}

/** The word-wrap button of a code block wraps its long lines, or lets them scroll again. */
export function wrapCode(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = closestMarked(event.target, MARKERS.codeWrap);
    const code = button?.closest('.theme-code-block')?.querySelector<HTMLElement>('pre code');
    if (!button || !code) return;
    const wrapped = button.getAttribute('aria-pressed') !== 'true';
    code.style.whiteSpace = wrapped ? 'pre-wrap' : '';
    code.style.overflowWrap = wrapped ? 'anywhere' : '';
    button.setAttribute('aria-pressed', String(wrapped));
  });
}

/**
 * Puts the text on the clipboard. A `ClipboardItem` built from the pending fetch is written
 * within the click, so browsers that require a user gesture for clipboard writes (Safari)
 * accept it; `writeText` after the fetch is the fallback.
 */
async function copyPending(view: Window, text: Promise<string>): Promise<void> {
  const clipboard = view.navigator.clipboard;
  const { ClipboardItem } = view as Window & typeof globalThis;
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through to writeText: some browsers refuse a pending item.
    }
  }
  await clipboard.writeText(await text);
}

/**
 * "Copy as Markdown": fetches the page's Markdown twin (once; again after a failure), copies it,
 * shows the result on the button (`data-state`) and reads it out in the status region beside it.
 */
export function copyMarkdown(root: Document): void {
  const view = root.defaultView;
  if (!view) return;
  const fetched = new Map<string, Promise<string>>();
  let timer = 0;
  root.addEventListener('click', (event) => {
    const button = closestMarked(event.target, MARKERS.markdownCopy);
    const href = button?.getAttribute(MARKERS.markdownCopy);
    if (!button || !href) return;
    let markdown = fetched.get(href);
    if (!markdown) {
      markdown = view
        .fetch(href, { headers: { Accept: 'text/markdown' } })
        .then((response) =>
          response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
        );
      fetched.set(href, markdown);
      markdown.catch(() => fetched.delete(href));
    }
    const status = button.parentElement?.querySelector<HTMLElement>('[role="status"]');
    const show = (state: 'idle' | 'copied' | 'failed') => {
      button.dataset.state = state;
      if (status) status.textContent = state === 'idle' ? '' : (status.dataset[state] ?? '');
    };
    show('idle');
    copyPending(view, markdown).then(
      () => show('copied'),
      () => show('failed'),
    );
    view.clearTimeout(timer);
    timer = view.setTimeout(() => show('idle'), MARKDOWN_FEEDBACK_MS);
  });
}
