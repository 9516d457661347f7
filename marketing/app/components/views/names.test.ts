import { capabilityPostsToIn, EXAMPLES } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { VIEW_NAMES, viewShownOn } from './names';

describe('the expenses page’s ERP view', () => {
  it('is drawn where expenses post to an ERP in the beta, and on no Finnish or German page', () => {
    expect(viewShownOn('expensesErp', 'da-DK')).toBe(true);
    expect(viewShownOn('expensesErp', 'default')).toBe(true);
    expect(viewShownOn('expensesErp', 'nb-NO')).toBe(true);
    expect(viewShownOn('expensesErp', 'en-SE')).toBe(true);
    expect(viewShownOn('expensesErp', 'en-FI')).toBe(false);
    expect(viewShownOn('expensesErp', 'en-DE')).toBe(false);
  });

  it('names, wherever it is drawn, an ERP the product model says expenses post to', () => {
    for (const [country, locale] of [
      ['DK', 'da-DK'],
      ['NO', 'nb-NO'],
      ['SE', 'en-SE'],
      ['FI', 'en-FI'],
      ['DE', 'en-DE'],
    ] as const) {
      if (!viewShownOn('expensesErp', locale)) continue;
      expect(capabilityPostsToIn('expenses', country), country).toContain(EXAMPLES[country].erp);
    }
  });

  it('leaves every other view on every page', () => {
    for (const name of VIEW_NAMES.filter((view) => view !== 'expensesErp')) {
      expect(viewShownOn(name, 'en-FI')).toBe(true);
    }
  });
});
