import type { FieldError, RawForm, ValidationResult } from '@web/shared/forms';
import { type FormEvent, useState } from 'react';

/**
 * Runs the shared rules when the visitor submits: a bad form stays on the page with each
 * error beside its field (what was typed stays), and focus moves to the first bad field.
 * A good form posts as usual, so the same form works without JavaScript.
 */
export function useFormValidation<T>(validate: (raw: RawForm) => ValidationResult<T>) {
  const [errors, setErrors] = useState<Partial<Record<string, FieldError>>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const raw: RawForm = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') raw[name] = value;
    const result = validate(raw);
    if (result.ok || result.spam) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { errors, onSubmit };
}
