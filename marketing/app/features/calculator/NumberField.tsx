import { parseTypedNumber } from '@web/shared';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTypedBeforeHydration } from '../../islands/useTypedBeforeHydration';
import classes from './Calculator.module.css';

interface NumberFieldProps {
  id: string;
  name: string;
  value: number;
  /** The largest value the calculator takes, to say so when more is typed. */
  max: number;
  /** The unit shown inside the field ("DKK", "%"), not part of what is typed. */
  unit?: string;
  /** Ids of the texts that describe the field (its hint). */
  describedBy: string;
  onChange: (value: number) => void;
}

/**
 * A number field that takes what a person types: while it has focus it shows exactly the text
 * typed (an empty field stays empty), and every readable number updates the result at once;
 * on leaving, it shows the value the calculator uses, in the page's format.
 */
export function NumberField({ id, name, value, max, unit, describedBy, onChange }: NumberFieldProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? null : parseTypedNumber(draft, intl.locale);
  const unreadable = draft !== null && draft.trim() !== '' && typed === null;
  const clamped = typed !== null && typed > max;
  const noteId = `${id}-note`;
  const input = useRef<HTMLInputElement>(null);
  const take = (text: string) => {
    const next = parseTypedNumber(text, intl.locale);
    if (next !== null) onChange(next);
  };
  // Typed before the island hydrated: the result follows it; while the field still has focus it
  // keeps showing the text as typed, as it does for every keystroke.
  useTypedBeforeHydration(input, (text, focused) => {
    if (focused) setDraft(text);
    take(text);
  });
  return (
    <>
      <div className={classes.field}>
        <input
          ref={input}
          id={id}
          name={name}
          className={classes.fieldInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={draft ?? intl.formatNumber(value)}
          aria-describedby={unreadable || clamped ? `${describedBy} ${noteId}` : describedBy}
          aria-invalid={unreadable || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            take(event.target.value);
          }}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setDraft(null);
          }}
        />
        {unit ? (
          <span className={classes.fieldUnit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      {unreadable ? (
        <p id={noteId} className={classes.fieldNote}>
          <FormattedMessage id="calculator.input.unreadable" />
        </p>
      ) : clamped ? (
        <p id={noteId} className={classes.fieldNote}>
          <FormattedMessage id="calculator.input.clamped" values={{ max: intl.formatNumber(max) }} />
        </p>
      ) : null}
    </>
  );
}
