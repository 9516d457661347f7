import {
  DOCS_FEEDBACK_FORM,
  DOCS_FEEDBACK_THANKS_ID,
  docsFeedbackAction,
  type FieldError,
  HELPFUL_CHOICES,
  HONEYPOT_FIELD,
  isDocsPagePath,
  LIMITS,
  type RawForm,
  validateDocsFeedback,
} from '@web/shared/forms';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { translate } from './translate';
import styles from './DocFeedback.module.css';

type Errors = Partial<Record<string, FieldError>>;

/** The message of each choice's label. */
const CHOICE_LABELS = { yes: 'form.feedback.yes', no: 'form.feedback.no' } as const;

/** A field's error slot: empty and hidden until the browser or, without JavaScript, the server fills it. */
function ErrorSlot({ name, error }: { name: string; error?: FieldError }) {
  return (
    <p className={styles.error} id={`${name}-error`} hidden={!error} data-error-slot={name}>
      {error ? translate(`form.error.${error}`) : null}
    </p>
  );
}

/** `aria-describedby` for a field: its error (when it has one), then its hint. */
function describedBy(name: string, error: FieldError | undefined, hint: boolean): string | undefined {
  return [error ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        transform={down ? 'rotate(180 12 12)' : undefined}
        d="M7 10v11H3V10h4Zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14V5.5A2.5 2.5 0 0 0 11.5 3L9 10v11Z"
      />
    </svg>
  );
}

/**
 * "Was this page helpful?" at the end of a docs page (docs/decisions/2026-11-23-forms.md). A plain form
 * that posts to the page it is on, at the form itself (`#feedback-thanks`), so it works without
 * JavaScript: the server (Netlify Forms, or the local server) answers with the page, opened at
 * the form, and CSS shows the thank-you note in it while it is the fragment's target, unless
 * the server sent it back with a field marked invalid. With JavaScript the shared rules run first, the post goes by fetch
 * and the note replaces the form in place.
 */
export function DocFeedback({ page }: { page: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  // The server takes the form's posts only at a docs page path: a page outside that rule would
  // write a form whose every answer is refused, so the build stops instead.
  if (!isDocsPagePath(page))
    throw new Error(`DocFeedback: "${page}" is not a docs page path (isDocsPagePath).`);
  const action = docsFeedbackAction(page);

  // Once the note has replaced the form, focus moves to it, so it is read out and Tab goes on
  // from there (the button that had focus is gone).
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const raw: RawForm = {};
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string') raw[name] = value;
    });
    const result = validateDocsFeedback(raw);
    event.preventDefault();
    if (!result.ok && !result.spam) {
      setErrors(result.errors);
      const first = result.errors.helpful ? 'helpful' : result.errors.comment ? 'comment' : null;
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    fetch(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(raw as Record<string, string>).toString(),
    })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        setSent(true);
      })
      // Whatever went wrong (offline, a limit, a full store), post as without JavaScript: the
      // answer is then the server's own page saying why.
      .catch(() => form.submit());
  };

  const helpfulError = errors.helpful;
  const commentError = errors.comment;
  return (
    <form
      className={styles.feedback}
      id={DOCS_FEEDBACK_THANKS_ID}
      name={DOCS_FEEDBACK_FORM}
      method="POST"
      action={action}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      data-sent={sent ? '' : undefined}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value={DOCS_FEEDBACK_FORM} />
      <input type="hidden" name="page" value={page} />
      <p className={styles.honeypot} aria-hidden="true">
        <label>
          {translate('form.honeypot')}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <fieldset
        className={styles.question}
        id="helpful"
        aria-invalid={helpfulError ? true : undefined}
        aria-describedby={describedBy('helpful', helpfulError, false)}
      >
        <legend className={styles.legend}>{translate('form.feedback.question')}</legend>
        <span className={styles.choices}>
          {HELPFUL_CHOICES.map((choice) => (
            <span className={styles.choice} key={choice}>
              <input
                className={styles.radio}
                type="radio"
                id={`helpful-${choice}`}
                name="helpful"
                value={choice}
                onChange={() => setErrors((current) => ({ ...current, helpful: undefined }))}
              />
              <label className={styles.pill} htmlFor={`helpful-${choice}`}>
                <Thumb down={choice === 'no'} />
                {translate(CHOICE_LABELS[choice])}
              </label>
            </span>
          ))}
        </span>
        <ErrorSlot name="helpful" error={helpfulError} />
      </fieldset>
      <div className={styles.more}>
        <label className={styles.label} htmlFor="comment">
          {translate('form.feedback.comment')}
        </label>
        <span className={styles.hint} id="comment-hint">
          {translate('form.feedback.commentHint')}
        </span>
        <textarea
          className={styles.textarea}
          id="comment"
          name="comment"
          rows={3}
          maxLength={LIMITS.comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={describedBy('comment', commentError, true)}
        />
        <ErrorSlot name="comment" error={commentError} />
        <button type="submit" className={styles.submit}>
          {translate('form.feedback.submit')}
        </button>
      </div>
      <p className={styles.thanks} ref={thanks} tabIndex={-1} role="status">
        <span>
          <strong>{translate('form.feedback.thanks')}</strong> {translate('form.feedback.thanksText')}
        </span>
      </p>
    </form>
  );
}
