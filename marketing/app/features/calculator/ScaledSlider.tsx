import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import classes from './Calculator.module.css';
import type { SliderScale } from './sliderScale';

interface ScaledSliderProps {
  value: number;
  /** The value's range, which the slider announces (not the track's positions). */
  min: number;
  max: number;
  scale: SliderScale;
  onChange: (value: number) => void;
  /** The thumb's accessible name. */
  label: string;
  /** What a screen reader hears for a value, in the page's language ("500.000 DKK om måneden"). */
  valueText: (value: number) => string;
}

/**
 * A slider over a scale: the track moves by position, the value follows the scale. Our own,
 * small, so the thumb announces the value's own range and value (a scaled Mantine slider
 * announced its 0-1,000 positions as the range) and the widget needs no component library.
 * Arrows move one position, Page Up/Down a tenth of the track, Home/End to the ends.
 */
export function ScaledSlider({ value, min, max, scale, onChange, label, valueText }: ScaledSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const thumb = useRef<HTMLDivElement>(null);
  const position = scale.toPosition(value);
  const percent = `${(position / scale.positions) * 100}%`;

  // A scale that snaps to round values can map the next position to the same value: keep
  // going the same way until the value changes, so every key press moves it.
  const valueAt = (next: number) => {
    const bounded = Math.min(scale.positions, Math.max(0, next));
    const direction = Math.sign(bounded - position);
    let candidate = bounded;
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
    const page = Math.round(scale.positions / 10);
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
      PageUp: page,
      PageDown: -page,
      Home: -scale.positions,
      End: scale.positions,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    onChange(valueAt(position + move));
  };

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = track.current!.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    onChange(scale.toValue(Math.round(ratio * scale.positions)));
  };

  return (
    <div
      className={classes.slider}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        thumb.current?.focus();
        fromPointer(event);
      }}
      // Keep focus on the thumb the pointer handler just focused (a press on the bare track would clear it).
      onMouseDown={(event) => event.preventDefault()}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
      }}
    >
      <div className={classes.sliderTrack} ref={track}>
        <div className={classes.sliderFill} style={{ width: percent }} />
      </div>
      <div
        ref={thumb}
        className={classes.sliderThumb}
        style={{ left: percent }}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText(value)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
