import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import { type CSSProperties, type ReactNode, type Ref, useId } from 'react';

/**
 * The catalogue's search box and filter chips as plain elements that write the markup Mantine's
 * `TextInput` and `Chip` (size md and sm, outline, the theme's teal) write, with Mantine's own
 * stylesheets, so they look and behave as before while the catalogue's island ships no Mantine
 * JavaScript (docs/decisions/2026-11-27-island-javascript.md). `FilterControls.test.tsx`
 * renders both and fails when a Mantine upgrade changes what these must copy.
 */

// Custom properties as Mantine writes them in `style` (React takes them as an object).
const vars = (properties: Record<string, string>) => properties as CSSProperties;

const LABEL_STYLE = vars({ '--input-label-size': 'var(--mantine-font-size-md)' });
const LABEL_CLASSES = 'm_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label';
const WRAPPER_STYLE = vars({
  '--input-height': 'var(--input-height-md)',
  '--input-fz': 'var(--mantine-font-size-md)',
});

/** A labelled search box (Mantine's `TextInput`, size md, `type="search"`). */
export function SearchField({
  id,
  label,
  labelClassName,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  labelClassName?: string;
  inputRef: Ref<HTMLInputElement>;
  placeholder: string;
  value: string;
  maxLength: number;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="md">
      <label
        style={LABEL_STYLE}
        className={[labelClassName, LABEL_CLASSES].filter(Boolean).join(' ')}
        data-size="md"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        style={WRAPPER_STYLE}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="md"
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          type="search"
          placeholder={input.placeholder}
          maxLength={input.maxLength}
          id={id}
          value={input.value}
          onChange={input.onChange}
          ref={inputRef}
        />
      </div>
    </div>
  );
}

const CHIP_STYLE = vars({
  '--chip-fz': 'var(--mantine-font-size-sm)',
  '--chip-size': 'var(--chip-size-sm)',
  '--chip-checked-padding': 'var(--chip-checked-padding-sm)',
  '--chip-padding': 'var(--chip-padding-sm)',
  '--chip-icon-size': 'var(--chip-icon-size-sm)',
  '--chip-bg': 'transparent',
  '--chip-hover': 'var(--mantine-color-teal-outline-hover)',
  '--chip-color': 'var(--mantine-color-teal-outline)',
  '--chip-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-teal-outline)',
  '--chip-spacing': 'var(--chip-spacing-sm)',
});

/** One single-choice chip (Mantine's `Chip`, size sm, outline, in a single-choice group): a radio button. */
export function ChoiceChip({
  checked,
  value,
  onChange,
  children,
}: {
  checked: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = `mantine-${useId()}`;
  return (
    <div style={CHIP_STYLE} className="m_f59ffda3 mantine-Chip-root" data-variant="outline" data-size="sm">
      <input
        type="radio"
        className="m_bde07329 mantine-Chip-input"
        id={id}
        checked={checked}
        onChange={() => onChange(value)}
        value={value}
      />
      <label
        className="m_3904c1af m_be049a53 mantine-Chip-label"
        data-checked={checked || undefined}
        htmlFor={id}
      >
        {checked && (
          <span className="m_9ac86df9 mantine-Chip-iconWrapper">
            <svg
              viewBox="0 0 10 7"
              fill="none"
              xmlns="http://www.w3.org/2000/svg"
              aria-hidden="true"
              className="m_d6d72580 mantine-Chip-checkIcon"
            >
              <path
                d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                fill="currentColor"
                fillRule="evenodd"
                clipRule="evenodd"
              />
            </svg>
          </span>
        )}
        <span>{children}</span>
      </label>
    </div>
  );
}
