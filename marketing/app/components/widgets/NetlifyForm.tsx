import {
  type FieldError,
  formAction,
  HONEYPOT_FIELD,
  type RawForm,
  type ThanksPageForm,
  type ValidationResult,
} from '@web/shared/forms';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { useFormValidation } from './useFormValidation';
import classes from './Widgets.module.css';

interface NetlifyFormProps<T> {
  /** The form's name (Netlify's `form-name`); it posts to its thank-you page, FORM_ACTIONS. */
  name: ThanksPageForm;
  validate: (raw: RawForm) => ValidationResult<T>;
  /** Message id of the submit button. */
  submit: string;
  /** The fields, given each field's error and a message formatter. */
  children: (errors: Partial<Record<string, FieldError>>, label: (id: string) => string) => ReactNode;
}

/**
 * A form posted to Netlify Forms (the local server in development): hidden form name,
 * honeypot, the shared rules run before posting, and a plain POST that works without scripts.
 */
export function NetlifyForm<T>({ name, validate, submit, children }: NetlifyFormProps<T>) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const { errors, onSubmit } = useFormValidation(validate);
  const label = (id: string) => intl.formatMessage({ id: `form.${id}` });
  return (
    <form
      className={classes.form}
      name={name}
      method="POST"
      action={formAction(name, locale)}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value={name} />
      <p className={classes.honeypot} aria-hidden="true">
        <label>
          {label('honeypot')}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {children(errors, label)}
      <div>
        <button type="submit" className={classes.primary}>
          <FormattedMessage id={submit} />
        </button>
      </div>
    </form>
  );
}
