import { type CalculatorInputs, INPUT_LIMITS } from '@web/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import classes from './Calculator.module.css';
import { NumberField } from './NumberField';
import { ScaledSlider } from './ScaledSlider';
import type { SliderScale } from './sliderScale';

/** What a slider announces for its value, per input ("200 invoices a month"). */
const VALUE_TEXT: Record<keyof CalculatorInputs, string> = {
  invoices: 'calculator.slider.value.invoices',
  mrr: 'calculator.slider.value.mrr',
  reminders: 'calculator.slider.value.reminders',
};

interface CalculatorInputProps {
  name: keyof CalculatorInputs;
  value: number;
  scale: SliderScale;
  /** The unit shown in the field ("DKK", "%"). */
  unit?: string;
  onChange: (name: keyof CalculatorInputs, value: number) => void;
}

/** One input: a labelled number field for exact values, and a slider below it for a quick feel. */
export function CalculatorInput({ name, value, scale, unit, onChange }: CalculatorInputProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const label = intl.formatMessage({ id: `calculator.input.${name}` });
  const { min, max } = INPUT_LIMITS[name];
  return (
    <div className={classes.input}>
      <label htmlFor={id} className={classes.inputLabel}>
        {label}
      </label>
      <p id={hintId} className={classes.inputHint}>
        {intl.formatMessage({ id: `calculator.input.${name}.hint` }, { currency: unit })}
      </p>
      <NumberField
        id={id}
        name={name}
        value={value}
        max={max}
        unit={unit}
        describedBy={hintId}
        onChange={(next) => onChange(name, next)}
      />
      <ScaledSlider
        value={value}
        min={min}
        max={max}
        scale={scale}
        label={intl.formatMessage({ id: 'calculator.slider' }, { name: label })}
        valueText={(current) =>
          intl.formatMessage({ id: VALUE_TEXT[name] }, { value: intl.formatNumber(current), currency: unit })
        }
        onChange={(next) => onChange(name, next)}
      />
    </div>
  );
}
