import { describedBy, errorSlotId } from '@web/shared/forms';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import classes from './Widgets.module.css';

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/**
 * A field's error slot, empty and hidden in the prerendered page: the site script fills it when
 * the shared rules refuse the field, and without JavaScript the local server does when a post is
 * refused (scripts/server/formErrors.ts).
 */
function Message({ name }: { name: string }) {
  return <p className={classes.error} id={errorSlotId(name)} hidden data-error-slot={name} />;
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <span className={classes.hint} id={`${name}-hint`}>
      {hint}
    </span>
  ) : null;
}

/** The attributes that tie a control to its hint (its error is tied once it has one). */
function controlProps(name: string, hint?: string) {
  return { id: name, name, 'aria-describedby': describedBy(name, false, Boolean(hint)) } as const;
}

/** A field's label, hint, control and error, in that order. */
function LabelledField({ name, label, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={name}>
        {label}
      </label>
      <Hint name={name} hint={hint} />
      {children}
      <Message name={name} />
    </div>
  );
}

/** A labelled text input with its error slot beside it. */
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
        {...controlProps(field.name, field.hint)}
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
        {...controlProps(field.name, field.hint)}
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
        {...controlProps(field.name)}
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
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  return (
    <div className={classes.field}>
      <div className={classes.check}>
        <input {...controlProps(name)} type="checkbox" required />
        <label htmlFor={name}>{label}</label>
      </div>
      <Message name={name} />
    </div>
  );
}
