import { LIMITS } from '@web/shared/forms';
import { CheckboxField, TextField } from './FormFields';
import { NetlifyForm } from './NetlifyForm';

/** The newsletter sign-up: an e-mail address and consent. */
export function NewsletterForm() {
  return (
    <NetlifyForm name="newsletter" submit="form.newsletter.submit">
      {(label) => (
        <>
          <TextField
            name="email"
            type="email"
            label={label('email')}
            required
            maxLength={LIMITS.email}
            autoComplete="email"
          />
          <CheckboxField name="consent" label={label('newsletterConsent')} />
        </>
      )}
    </NetlifyForm>
  );
}
