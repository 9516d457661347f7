import { DEMO_COUNTRIES, LIMITS, validateBookDemo } from '@web/shared/forms';
import { CheckboxField, SelectField, TextAreaField, TextField } from './FormFields';
import { NetlifyForm } from './NetlifyForm';

/** The demo request form. */
export function BookDemoForm() {
  return (
    <NetlifyForm name="book-demo" validate={validateBookDemo} submit="form.bookDemo.submit">
      {(errors, label) => (
        <>
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
        </>
      )}
    </NetlifyForm>
  );
}
