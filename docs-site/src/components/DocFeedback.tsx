import {
  describedBy,
  DOCS_FEEDBACK_FORM,
  DOCS_FEEDBACK_THANKS_ID,
  docsFeedbackAction,
  errorSlotId,
  FORM_MESSAGES_ATTRIBUTE,
  formMessages,
  HELPFUL_CHOICES,
  HONEYPOT_FIELD,
  isDocsPagePath,
  LIMITS,
} from '@web/shared/forms';
import { NetlifyFormFields } from '@web/shared/forms/fields';
import { translate } from './translate';
import styles from './DocFeedback.module.css';

/** The message of each choice's label. */
const CHOICE_LABELS = { yes: 'form.feedback.yes', no: 'form.feedback.no' } as const;

/** A field's error slot: empty and hidden until the site script or, without JavaScript, the server fills it. */
function ErrorSlot({ name }: { name: string }) {
  return <p className={styles.error} id={errorSlotId(name)} hidden data-error-slot={name} />;
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
 * that posts to the page it is on, at the form itself (`#feedback-thanks`): the server (Netlify
 * Forms, or the local server) answers with the page, opened at the form, and CSS shows the
 * thank-you note in it while it is the fragment's target, unless the server sent it back with a
 * field marked invalid. The docs do not hydrate: the site script runs the shared rules before
 * the form posts (`@web/shared/forms`, inPage.ts), with the messages the form carries.
 */
export function DocFeedback({ page }: { page: string }) {
  // The server takes the form's posts only at a docs page path: a page outside that rule would
  // write a form whose every answer is refused, so the build stops instead.
  if (!isDocsPagePath(page))
    throw new Error(`DocFeedback: "${page}" is not a docs page path (isDocsPagePath).`);
  return (
    <form
      className={styles.feedback}
      id={DOCS_FEEDBACK_THANKS_ID}
      name={DOCS_FEEDBACK_FORM}
      method="POST"
      action={docsFeedbackAction(page)}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      {...{ [FORM_MESSAGES_ATTRIBUTE]: formMessages((error) => translate(`form.error.${error}`)) }}
      noValidate
    >
      <NetlifyFormFields
        form={DOCS_FEEDBACK_FORM}
        honeypotLabel={translate('form.honeypot')}
        honeypotClassName={styles.honeypot}
      />
      <input type="hidden" name="page" value={page} />
      <fieldset className={styles.question} id="helpful">
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
              />
              <label className={styles.pill} htmlFor={`helpful-${choice}`}>
                <Thumb down={choice === 'no'} />
                {translate(CHOICE_LABELS[choice])}
              </label>
            </span>
          ))}
        </span>
        <ErrorSlot name="helpful" />
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
          aria-describedby={describedBy('comment', false, true)}
        />
        <ErrorSlot name="comment" />
        <button type="submit" className={styles.submit}>
          {translate('form.feedback.submit')}
        </button>
      </div>
      <p className={styles.thanks} role="status">
        <span>
          <strong>{translate('form.feedback.thanks')}</strong> {translate('form.feedback.thanksText')}
        </span>
      </p>
    </form>
  );
}
