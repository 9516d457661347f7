import type { FieldError } from '@web/shared/forms';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import classes from './Widgets.module.css';

interface FieldProps {
  name: string;
  label: string;
  error?: FieldError;
  hint?: string;
  required?: boolean;
}

/** The id of a field's error message, for aria-describedby. */
const errorId = (name: string) => `${name}-error`;

/** What assistive technology reads besides the label: the error first, then any hint. */
function describedBy(name: string, error?: FieldError, hint?: string): string | undefined {
  const ids = [error ? errorId(name) : null, hint ? `${name}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Message({ name, error }: { name: string; error?: FieldError }) {
  return error ? (
    <p className={classes.error} id={errorId(name)}>
      <FormattedMessage id={`form.error.${error}`} />
    </p>
  ) : null;
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <span className={classes.hint} id={`${name}-hint`}>
      {hint}
    </span>
  ) : null;
}

/** A labelled text input with its error beside it. */
export function TextField({
  name,
  label,
  error,
  hint,
  required,
  type = 'text',
  maxLength,
  autoComplete,
  inputMode,
}: FieldProps & { type?: string; maxLength?: number; autoComplete?: string; inputMode?: 'numeric' }) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={name}>
        {label}
      </label>
      <Hint name={name} hint={hint} />
      <input
        className={classes.input}
        id={name}
        name={name}
        type={type}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
      <Message name={name} error={error} />
    </div>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ name, label, error, hint, maxLength }: FieldProps & { maxLength: number }) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={name}>
        {label}
      </label>
      <Hint name={name} hint={hint} />
      <textarea
        className={classes.input}
        id={name}
        name={name}
        rows={5}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
      <Message name={name} error={error} />
    </div>
  );
}

/** A labelled choice from a short list. */
export function SelectField({
  name,
  label,
  error,
  required,
  options,
}: FieldProps & { options: { value: string; label: string }[] }) {
  const intl = useIntl();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={name}>
        {label}
      </label>
      <select
        className={classes.input}
        id={name}
        name={name}
        required={required}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error)}
      >
        <option value="" disabled>
          {intl.formatMessage({ id: 'form.choose' })}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Message name={name} error={error} />
    </div>
  );
}

/** A required tick box with its label beside it. */
export function CheckboxField({ name, label, error }: Omit<FieldProps, 'label'> & { label: ReactNode }) {
  return (
    <div className={classes.field}>
      <div className={classes.check}>
        <input
          id={name}
          name={name}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error)}
        />
        <label htmlFor={name}>{label}</label>
      </div>
      <Message name={name} error={error} />
    </div>
  );
}
