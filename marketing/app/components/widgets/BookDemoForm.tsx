import { localizeHref } from '@web/shared';
import { DEMO_COUNTRIES, HONEYPOT_FIELD, LIMITS, validateBookDemo } from '@web/shared/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { CheckboxField, SelectField, TextAreaField, TextField } from './FormFields';
import { useFormValidation } from './useFormValidation';
import classes from './Widgets.module.css';

const FORM_NAME = 'book-demo';

/** The demo request form: posts to Netlify Forms (the local server in development). */
export function BookDemoForm() {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const { errors, onSubmit } = useFormValidation(validateBookDemo);
  const label = (id: string) => intl.formatMessage({ id: `form.${id}` });
  return (
    <form
      className={classes.form}
      name={FORM_NAME}
      method="POST"
      action={localizeHref('/book-demo/thanks', locale)}
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
        name="name"
        label={label('name')}
        error={errors.name}
        required
        maxLength={LIMITS.name}
        autoComplete="name"
      />
      <TextField
        name="email"
        type="email"
        label={label('workEmail')}
        error={errors.email}
        required
        maxLength={LIMITS.email}
        autoComplete="email"
      />
      <TextField
        name="company"
        label={label('company')}
        error={errors.company}
        required
        maxLength={LIMITS.company}
        autoComplete="organization"
      />
      <SelectField
        name="country"
        label={label('country')}
        error={errors.country}
        required
        options={DEMO_COUNTRIES.map((value) => ({ value, label: label(`country.${value}`) }))}
      />
      <TextField
        name="invoices"
        label={label('invoices')}
        hint={label('invoices.hint')}
        error={errors.invoices}
        inputMode="numeric"
        maxLength={7}
      />
      <TextAreaField
        name="message"
        label={label('message')}
        error={errors.message}
        maxLength={LIMITS.message}
      />
      <CheckboxField name="consent" label={label('consent')} error={errors.consent} />
      <div>
        <button type="submit" className={classes.primary}>
          <FormattedMessage id="form.bookDemo.submit" />
        </button>
      </div>
    </form>
  );
}
