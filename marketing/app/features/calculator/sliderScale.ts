/** How a slider's position (0 to `positions`) maps to a value, and back. */
export interface SliderScale {
  /** Positions from one end of the track to the other: an arrow key moves one. */
  positions: number;
  toValue: (position: number) => number;
  toPosition: (value: number) => number;
}

/** Positions of a scaled (non-linear) track. */
export const SLIDER_STEPS = 1000;

/** A straight scale from 0 to max, one whole unit per position. */
export function linearScale(max: number): SliderScale {
  return {
    positions: max,
    toValue: (position) => Math.round(position),
    toPosition: (value) => Math.round(Math.min(max, Math.max(0, value))),
  };
}

/** A step that keeps two significant figures: 10 for 205, 1,000 for 49,303, 10,000 for 500,211. */
function niceStep(value: number): number {
  if (value < 10) return 1;
  return 10 ** (Math.floor(Math.log10(value)) - 1);
}

/**
 * A cubic scale from 0 to max: the first tenth of the track covers the first thousandth of the
 * range, so 50,000 DKK is as reachable as 50 million on a 0-100 million slider, and 200 invoices on a 0-100,000 one. Values snap to
 * round amounts.
 */
export function cubicScale(max: number): SliderScale {
  return {
    positions: SLIDER_STEPS,
    toValue: (position) => {
      const raw = max * (position / SLIDER_STEPS) ** 3;
      const step = niceStep(raw);
      return Math.min(max, Math.round(raw / step) * step);
    },
    toPosition: (value) => Math.round(Math.cbrt(Math.max(0, value) / max) * SLIDER_STEPS),
  };
}
