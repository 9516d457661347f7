import { localizeHref } from '@web/shared';
import { HONEYPOT_FIELD, LIMITS, validateNewsletter } from '@web/shared/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { CheckboxField, TextField } from './FormFields';
import { useFormValidation } from './useFormValidation';
import classes from './Widgets.module.css';

const FORM_NAME = 'newsletter';

/** The newsletter sign-up: an e-mail address and consent. */
export function NewsletterForm() {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const { errors, onSubmit } = useFormValidation(validateNewsletter);
  const label = (id: string) => intl.formatMessage({ id: `form.${id}` });
  return (
    <form
      className={classes.form}
      name={FORM_NAME}
      method="POST"
      action={localizeHref('/newsletter/thanks', locale)}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value={FORM_NAME} />
      <p className={classes.honeypot} aria-hidden="true">
        <label>
          {label('honeypot')}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <TextField
        name="email"
        type="email"
        label={label('email')}
        error={errors.email}
        required
        maxLength={LIMITS.email}
        autoComplete="email"
      />
      <CheckboxField name="consent" label={label('newsletterConsent')} error={errors.consent} />
      <div>
        <button type="submit" className={classes.primary}>
          <FormattedMessage id="form.newsletter.submit" />
        </button>
      </div>
    </form>
  );
}
