import { describe, expect, it } from 'vitest';
import { cubicScale, linearScale, SLIDER_STEPS } from './sliderScale';

describe('cubicScale', () => {
  const mrr = cubicScale(100_000_000);

  it('spans the whole range', () => {
    expect(mrr.toValue(0)).toBe(0);
    expect(mrr.toValue(SLIDER_STEPS)).toBe(100_000_000);
  });

  it('reaches small amounts early on the track, in round steps', () => {
    expect(mrr.toValue(79)).toBe(49_000);
    expect(mrr.toValue(100)).toBe(100_000);
    expect(mrr.toValue(171)).toBe(500_000);
  });

  it('finds a value near its own position again', () => {
    for (const value of [50_000, 500_000, 2_000_000, 75_000_000]) {
      const back = mrr.toValue(mrr.toPosition(value));
      expect(Math.abs(back - value) / value).toBeLessThan(0.03);
    }
  });

  it('rises with every step of the track', () => {
    let previous = -1;
    for (let position = 0; position <= SLIDER_STEPS; position += 10) {
      const value = mrr.toValue(position);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('cubicScale for invoices', () => {
  it('reaches the default of 200 and a few invoices', () => {
    const invoices = cubicScale(100_000);
    expect(invoices.toValue(invoices.toPosition(200))).toBe(200);
    expect(invoices.toValue(50)).toBe(13);
  });
});

describe('linearScale', () => {
  it('maps positions evenly', () => {
    const reminders = linearScale(100);
    expect(reminders.positions).toBe(100);
    expect(reminders.toValue(50)).toBe(50);
    expect(reminders.toPosition(10)).toBe(10);
    expect(reminders.toPosition(250)).toBe(100);
  });
});
