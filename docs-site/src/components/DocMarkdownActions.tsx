import { MARKERS } from '@web/shared';
import { translate } from './translate';
import styles from './DocMarkdownActions.module.css';

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

/** The button's states; the site script sets `data-state`, CSS shows that state's label and icon. */
const STATES = [
  ['idle', 'docs.markdown.copy'],
  ['copied', 'docs.markdown.copied'],
  ['failed', 'docs.markdown.failed'],
] as const;

/**
 * "Copy as Markdown" and "View as Markdown" beside a doc's breadcrumbs
 * (docs/decisions/2026-11-23-machine-readable-docs.md). The link to the page's `.md` twin works
 * without JavaScript. The copy
 * button is prerendered and worked by the site script (fetch, clipboard; `copyMarkdown` in
 * shared/src/enhance/docsActions.ts), so a page without JavaScript hides it (CSS, `scripting`):
 * no button that does nothing. The result shows on the button and is read out by the status
 * region, whose texts wait in its data attributes.
 */
export function DocMarkdownActions({ href }: { href: string }) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} data-state="idle" {...{ [MARKERS.markdownCopy]: href }}>
        <span className={styles.idleIcon}>
          <CopyIcon />
        </span>
        <span className={styles.copiedIcon}>
          <CheckIcon />
        </span>
        {/* Every label sits in the same grid cell and only the current one is visible, so the
            button keeps the width of its longest label ("Copied" does not make it jump). */}
        <span className={styles.labels}>
          {STATES.map(([state, key]) => (
            <span key={state} data-label={state}>
              {translate(key)}
            </span>
          ))}
        </span>
      </button>
      <a className={styles.link} href={href} type="text/markdown">
        {translate('docs.markdown.view')}
      </a>
      <span
        className="bv-visually-hidden"
        role="status"
        data-copied={translate('docs.markdown.copiedStatus')}
        data-failed={translate('docs.markdown.failedStatus')}
      />
    </div>
  );
}
