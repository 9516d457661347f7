import { NumberInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { type CalculatorInputs, clampInput, INPUT_LIMITS } from '@web/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import classes from './Calculator.module.css';
import { ScaledSlider } from './ScaledSlider';
import type { SliderScale } from './sliderScale';

interface CalculatorInputProps {
  name: keyof CalculatorInputs;
  value: number;
  scale: SliderScale;
  suffix?: string;
  onChange: (name: keyof CalculatorInputs, value: number) => void;
}

/** Separators of the page's language, for the number field ("1.000" in Danish). */
function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1000.5);
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** One input: a labelled number field for exact values, and a slider beside it for a quick feel. */
export function CalculatorInput({ name, value, scale, suffix = '', onChange }: CalculatorInputProps) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: `calculator.input.${name}` });
  const { max } = INPUT_LIMITS[name];
  return (
    <div className={classes.input}>
      <NumberInput
        id={id}
        name={name}
        label={label}
        description={intl.formatMessage({ id: `calculator.input.${name}.hint` })}
        value={value}
        min={0}
        max={max}
        allowNegative={false}
        allowDecimal={false}
        clampBehavior="strict"
        suffix={suffix}
        hideControls
        inputMode="numeric"
        size="md"
        {...separators(intl.locale)}
        onChange={(next) => onChange(name, typeof next === 'number' ? clampInput(name, next) : 0)}
        classNames={{ label: classes.inputLabel, description: classes.inputHint }}
      />
      <ScaledSlider
        value={value}
        scale={scale}
        label={intl.formatMessage({ id: 'calculator.slider' }, { name: label })}
        valueText={(scaled) => `${intl.formatNumber(scaled)}${suffix}`}
        onChange={(next) => onChange(name, clampInput(name, next))}
      />
    </div>
  );
}
