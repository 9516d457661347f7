import { DEMO_COUNTRIES, LIMITS } from '@web/shared/forms';
import { CheckboxField, SelectField, TextAreaField, TextField } from './FormFields';
import { NetlifyForm } from './NetlifyForm';

/** The demo request form. */
export function BookDemoForm() {
  return (
    <NetlifyForm name="book-demo" submit="form.bookDemo.submit">
      {(label) => (
        <>
          <TextField name="name" label={label('name')} required maxLength={LIMITS.name} autoComplete="name" />
          <TextField
            name="email"
            type="email"
            label={label('workEmail')}
            required
            maxLength={LIMITS.email}
            autoComplete="email"
          />
          <TextField
            name="company"
            label={label('company')}
            required
            maxLength={LIMITS.company}
            autoComplete="organization"
          />
          <SelectField
            name="country"
            label={label('country')}
            required
            options={DEMO_COUNTRIES.map((value) => ({ value, label: label(`country.${value}`) }))}
          />
          <TextField
            name="invoices"
            label={label('invoices')}
            hint={label('invoices.hint')}
            inputMode="numeric"
            maxLength={7}
          />
          <TextAreaField name="message" label={label('message')} maxLength={LIMITS.message} />
          <CheckboxField name="consent" label={label('consent')} />
        </>
      )}
    </NetlifyForm>
  );
}
