import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRATIONS } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { integrationWordmark, monogram, nameLayout } from './wordmark';

describe('integration wordmarks', () => {
  it.each(INTEGRATIONS)('$slug has its own image, drawn from the current data', (integration) => {
    const file = join(ROOT, 'marketing', 'public', integration.image);
    // Run `npm run wordmarks` after changing an integration's name or category.
    expect(readFileSync(file, 'utf8')).toBe(integrationWordmark(integration));
  });

  it('escapes names for XML', () => {
    const svg = integrationWordmark({ title: { en: 'A & <B>' }, category: 'other' });
    expect(svg).toContain('aria-label="A &#38; &#60;B&#62;"');
    expect(svg).not.toContain('<B>');
  });

  it('sets a long name on two lines rather than shrinking it below a legible size', () => {
    expect(nameLayout('Business Central')).toEqual({
      lines: ['Business', 'Central'],
      fontSize: expect.any(Number),
    });
    expect(nameLayout('PowerOffice Go').fontSize).toBeGreaterThanOrEqual(26);
    expect(nameLayout('Business Central').fontSize).toBeGreaterThanOrEqual(26);
    expect(nameLayout('Stripe')).toEqual({ lines: ['Stripe'], fontSize: 34 });
  });

  it('takes the initials of two words, else the first letter', () => {
    expect(monogram('Danske Bank')).toBe('DB');
    expect(monogram('power-office go')).toBe('PO');
    expect(monogram('e-conomic')).toBe('EC');
    expect(monogram('Stripe')).toBe('S');
  });
});
