import useIsBrowser from '@docusaurus/useIsBrowser';
import { useEffect, useRef, useState } from 'react';
import { translate } from './translate';
import styles from './DocMarkdownActions.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" (or "Copy failed") stays on the button. */
const FEEDBACK_MS = 2500;

/** The Markdown twin's text, fetched once per page. */
function fetchMarkdown(href: string): Promise<string> {
  return fetch(href, { headers: { Accept: 'text/markdown' } }).then((response) => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return response.text();
  });
}

/**
 * Puts the text on the clipboard. A `ClipboardItem` built from the pending fetch is written
 * within the click, so browsers that require a user gesture for clipboard writes (Safari)
 * accept it; `writeText` after the fetch is the fallback.
 */
async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through to writeText: some browsers refuse a pending item.
    }
  }
  await navigator.clipboard.writeText(await text);
}

function CopyIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="8.5" y="8.5" width="11" height="12" rx="2" />
      <path d="M15.5 5.5V5a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 5v10A1.5 1.5 0 0 0 6 16.5h.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * "Copy as Markdown" and "View as Markdown" beside a doc's breadcrumbs (docs/decisions.md,
 * Machine-readable docs). The link to the page's `.md` twin works without JavaScript; the copy
 * button needs it (fetch and the clipboard), so it is rendered only once the page has
 * hydrated, and a page without JavaScript never shows a button that does nothing. The result
 * shows on the button and is read out by a status region.
 */
export function DocMarkdownActions({ href }: { href: string }) {
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<CopyState>('idle');
  const markdown = useRef<Promise<string> | null>(null);

  const copy = () => {
    markdown.current ??= fetchMarkdown(href);
    const pending = markdown.current;
    // A failed fetch is tried again on the next click.
    pending.catch(() => {
      if (markdown.current === pending) markdown.current = null;
    });
    setState('idle');
    copyText(pending).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  // "Copied" (or "Copy failed") stays a moment, then the button reads as before.
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  // Every label sits in the same grid cell and only the current one is visible, so the button
  // keeps the width of its longest label ("Copied" does not make it jump).
  const labels: [CopyState, string][] = [
    ['idle', translate('docs.markdown.copy')],
    ['copied', translate('docs.markdown.copied')],
    ['failed', translate('docs.markdown.failed')],
  ];
  const status =
    state === 'copied'
      ? translate('docs.markdown.copiedStatus')
      : state === 'failed'
        ? translate('docs.markdown.failedStatus')
        : '';

  return (
    <div className={styles.actions}>
      {isBrowser ? (
        <button type="button" className={styles.button} data-state={state} onClick={copy}>
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
          <span className={styles.labels}>
            {labels.map(([key, text]) => (
              <span key={key} className={key === state ? undefined : styles.hiddenLabel}>
                {text}
              </span>
            ))}
          </span>
        </button>
      ) : null}
      <a className={styles.link} href={href} type="text/markdown">
        {translate('docs.markdown.view')}
      </a>
      <span className={styles.status} role="status">
        {status}
      </span>
    </div>
  );
}
