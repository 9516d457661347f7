import { HONEYPOT_FIELD } from './validation';

export interface NetlifyFormFieldsProps {
  /** The form's name, posted as Netlify's `form-name`. */
  form: string;
  /** The honeypot's label in the page's language (people never see it; bots read it). */
  honeypotLabel: string;
  /** The class that hides the honeypot from people. */
  honeypotClassName: string | undefined;
}

/**
 * The fields every site form posts besides its own (both apps' forms render these): Netlify's
 * `form-name`, and the honeypot the rules refuse as spam when filled in (validation.ts).
 */
export function NetlifyFormFields({ form, honeypotLabel, honeypotClassName }: NetlifyFormFieldsProps) {
  return (
    <>
      <input type="hidden" name="form-name" value={form} />
      <p className={honeypotClassName} aria-hidden="true">
        <label>
          {honeypotLabel}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}
