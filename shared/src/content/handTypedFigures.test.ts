import { describe, expect, it } from 'vitest';
import { findHandTypedFigures } from './handTypedFigures';

const facts = (text: string) => findHandTypedFigures(text).map((found) => `${found.fact}: ${found.text}`);

describe('findHandTypedFigures', () => {
  it('finds a plan price in every spelling', () => {
    for (const price of [
      '1,495 DKK',
      '1.495 DKK',
      '1 495 DKK',
      '1\u00a0495\u00a0DKK',
      '1495 kr',
      '1.495,00 kr',
    ]) {
      expect(facts(`Growth costs ${price} a month.`), price).toEqual([`plan price (growth): ${price}`]);
    }
  });

  it("finds a rival's rate written with a comma or a dot, next to the rival's name", () => {
    expect(facts('Stripe Billing Scale tog 0,8 % af volumen.')).toEqual(['Stripe Billing Scale rate: 0,8 %']);
    expect(facts('Chargebee charges 0.75% above the allowance.')).toEqual(['Chargebee Starter rate: 0.75%']);
    expect(facts('A 0.8 % churn rate is low.')).toEqual([]);
  });

  it('finds statutory amounts only beside their subject', () => {
    expect(facts('Purregebyret er 35 kr.')).toEqual(['reminder fee (NO): 35 kr']);
    expect(facts('A reminder with a 100.00 DKK fee.')).toEqual(['reminder fee (DK): 100.00 DKK']);
    expect(facts('Prices include 25 % moms.')).toEqual(['VAT rate: 25 %']);
    expect(facts('A seat costs 100 DKK, and the discount is 25 % for a year.')).toEqual([]);
  });

  it('never reads digits that belong to a longer number', () => {
    expect(facts('The reminder brought the total to 2,100 DKK; the fee was 1,100 DKK.')).toEqual([]);
    expect(facts('Growth at 11,495 DKK or 1,495.50 DKK is not our price.')).toEqual([]);
  });

  it('finds an allowance only with its plan and the word for invoices', () => {
    expect(facts('Free covers up to 10 invoices a month.')).toEqual(['invoice allowance (free): 10']);
    expect(facts('We sent 10 invoices on Monday.')).toEqual([]);
  });

  it('gives the line of each finding and what to write instead', () => {
    const [found] = findHandTypedFigures('---\ntitle: x\n---\n\nA reminder carries a 100 DKK fee.');
    expect(found).toMatchObject({ line: 5, use: expect.stringContaining('%FACT:reminderFee%') });
  });
});
