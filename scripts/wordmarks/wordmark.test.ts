import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRATIONS } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { integrationWordmark, monogram } from './wordmark';

describe('integration wordmarks', () => {
  it.each(INTEGRATIONS)('$slug has its own image, drawn from the current data', (integration) => {
    const file = join(ROOT, 'marketing', 'public', integration.image);
    // Run `npm run wordmarks` after changing an integration's name or category.
    expect(readFileSync(file, 'utf8')).toBe(integrationWordmark(integration));
  });

  it('escapes names for XML', () => {
    const svg = integrationWordmark({ title: { en: 'A & <B>' }, category: 'other' });
    expect(svg).toContain('A &#38; &#60;B&#62;');
    expect(svg).not.toContain('<B>');
  });

  it('takes the initials of two words, else the first letter', () => {
    expect(monogram('Danske Bank')).toBe('DB');
    expect(monogram('power-office go')).toBe('PO');
    expect(monogram('e-conomic')).toBe('EC');
    expect(monogram('Stripe')).toBe('S');
  });
});
