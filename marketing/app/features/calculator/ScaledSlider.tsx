import { Slider } from '@mantine/core';
import '@mantine/core/styles/Slider.css';
import type { KeyboardEvent } from 'react';
import type { SliderScale } from './sliderScale';

interface ScaledSliderProps {
  value: number;
  scale: SliderScale;
  onChange: (value: number) => void;
  /** The thumb's accessible name. */
  label: string;
  /** What a screen reader hears for a value ("500,000 DKK"). */
  valueText: (value: number) => string;
}

/**
 * Mantine's slider over a scale (the track moves by position, the value follows the scale),
 * with the Page Up / Page Down keys Mantine's slider leaves out.
 */
export function ScaledSlider({ value, scale, onChange, label, valueText }: ScaledSliderProps) {
  const position = scale.toPosition(value);
  // A scale that snaps to round values can map the next position to the same value: keep
  // going the same way until the value changes, so every arrow press moves it.
  const valueAt = (next: number) => {
    const direction = Math.sign(next - position);
    let candidate = next;
    while (
      direction !== 0 &&
      scale.toValue(candidate) === value &&
      candidate > 0 &&
      candidate < scale.positions
    )
      candidate += direction;
    return scale.toValue(candidate);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'PageUp' ? 1 : event.key === 'PageDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    // Page Up and Page Down move a tenth of the track.
    const page = scale.positions / 10;
    const next = Math.min(scale.positions, Math.max(0, position + direction * page));
    onChange(valueAt(next));
  };
  return (
    <div onKeyDown={onKeyDown}>
      <Slider
        min={0}
        max={scale.positions}
        step={1}
        value={position}
        scale={scale.toValue}
        onChange={(next) => onChange(valueAt(next))}
        label={null}
        thumbLabel={label}
        thumbValueText={(scaled: number) => valueText(scaled)}
        color="teal"
        size="md"
      />
    </div>
  );
}
