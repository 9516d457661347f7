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

/**
 * A field's error. The empty, hidden slot is there on purpose: without JavaScript the local
 * server fills it in the prerendered page when a post is refused (scripts/server/formErrors.ts).
 */
function Message({ name, error }: { name: string; error?: FieldError }) {
  return (
    <p className={classes.error} id={errorId(name)} hidden={!error} data-error-slot={name}>
      {error ? <FormattedMessage id={`form.error.${error}`} /> : null}
    </p>
  );
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <span className={classes.hint} id={`${name}-hint`}>
      {hint}
    </span>
  ) : null;
}

/** The attributes that tie a control to its error and hint. */
function controlProps(name: string, error?: FieldError, hint?: string) {
  return {
    id: name,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, error, hint),
  } as const;
}

/** A field's label, hint, control and error, in that order. */
function LabelledField({ name, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={name}>
        {label}
      </label>
      <Hint name={name} hint={hint} />
      {children}
      <Message name={name} error={error} />
    </div>
  );
}

/** A labelled text input with its error beside it. */
export function TextField({
  type = 'text',
  maxLength,
  autoComplete,
  inputMode,
  ...field
}: FieldProps & { type?: string; maxLength?: number; autoComplete?: string; inputMode?: 'numeric' }) {
  return (
    <LabelledField {...field}>
      <input
        className={classes.input}
        {...controlProps(field.name, field.error, field.hint)}
        type={type}
        required={field.required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </LabelledField>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ maxLength, ...field }: FieldProps & { maxLength: number }) {
  return (
    <LabelledField {...field}>
      <textarea
        className={classes.input}
        {...controlProps(field.name, field.error, field.hint)}
        rows={5}
        maxLength={maxLength}
      />
    </LabelledField>
  );
}

/** A labelled choice from a short list. */
export function SelectField({
  options,
  ...field
}: FieldProps & { options: { value: string; label: string }[] }) {
  const intl = useIntl();
  return (
    <LabelledField {...field}>
      <select
        className={classes.input}
        {...controlProps(field.name, field.error)}
        required={field.required}
        defaultValue=""
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
    </LabelledField>
  );
}

/** A required tick box with its label beside it. */
export function CheckboxField({ name, label, error }: Omit<FieldProps, 'label'> & { label: ReactNode }) {
  return (
    <div className={classes.field}>
      <div className={classes.check}>
        <input {...controlProps(name, error)} type="checkbox" required />
        <label htmlFor={name}>{label}</label>
      </div>
      <Message name={name} error={error} />
    </div>
  );
}
