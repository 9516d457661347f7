import { describe, expect, it } from 'vitest';
import { coreWords, queryVariants, relaxedVariants, SYNONYMS } from './queryWords';

describe('a query as the index is searched', () => {
  it('drops the opening of a question and the filler around the words it is about', () => {
    expect(coreWords('How do I cancel a subscription?', 'en')).toBe('cancel subscription');
    expect(coreWords('hvordan opsiger jeg et abonnement', 'da')).toBe('opsiger abonnement');
    expect(coreWords('Hvordan kan jeg si opp abonnementet', 'nb')).toBe('si opp abonnementet');
    // Nothing but filler: the query stays as typed.
    expect(coreWords('how to', 'en')).toBe('how to');
  });

  it("adds the site's word for a word readers type, whole words only", () => {
    expect(queryVariants('refund an invoice', 'en')).toEqual([
      { text: 'refund invoice', weight: 1 },
      { text: 'credit note invoice', weight: 0.95 },
    ]);
    expect(queryVariants('si opp abonement', 'nb').map((variant) => variant.text)).toEqual([
      'si opp abonement',
      'oppsigelse abonement',
      'si opp abonnement',
    ]);
    expect(queryVariants('refundable', 'en')).toEqual([{ text: 'refundable', weight: 1 }]);
  });

  it('leaves one word out at a time when asked to relax', () => {
    expect(relaxedVariants('sso setup', 'en').map((variant) => variant.text)).toEqual(['setup', 'sso']);
    expect(relaxedVariants('kreditnota', 'da')).toEqual([]);
  });

  it('never maps a word to itself', () => {
    for (const list of Object.values(SYNONYMS))
      for (const { typed, site } of list) expect(typed, site).not.toContain(site);
  });
});
