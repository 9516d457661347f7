import { describe, expect, it } from 'vitest';
import { contentFileLanguage, replaceFigureTokens } from './figureTokens';

describe('contentFileLanguage', () => {
  it('reads the language from the file name', () => {
    expect(contentFileLanguage('content/compare/chargebee.da.mdx')).toBe('da');
    expect(contentFileLanguage('content/pricing.nb.mdx')).toBe('nb');
    expect(contentFileLanguage('content/pricing.mdx')).toBe('en');
  });
});

describe('replaceFigureTokens', () => {
  it("writes a rival's rate in each language's own way", () => {
    expect(replaceFigureTokens('%RATE:stripe-billing-pay-as-you-go%', 'en')).toBe('0.7\u00a0%');
    expect(replaceFigureTokens('%RATE:chargebee-starter%', 'da')).toBe('0,75\u00a0%');
    expect(replaceFigureTokens('%RATE:stripe-billing-scale%', 'nb')).toBe('0,8\u00a0%');
    expect(replaceFigureTokens('%RATESINCE:stripe-billing-pay-as-you-go%', 'en')).toBe('10 July 2024');
    expect(replaceFigureTokens('%RATESINCE:stripe-billing-pay-as-you-go%', 'nb')).toBe('10. juli 2024');
    expect(replaceFigureTokens('%RATEREAD:stripe-billing-pay-as-you-go%', 'da')).toBe('20. november 2026');
    expect(() => replaceFigureTokens('%RATESINCE:chargebee-starter%', 'en')).toThrow(/no start date/);
  });

  it("computes a rival's fee on a yearly volume and where it passes a year of a plan, from the rate and the price", () => {
    // 0.7 % of 1 million DKK; 12 × 1,495 DKK ÷ 0.7 % ≈ 2.56 million; 12 × 3,995 DKK ÷ 0.7 % ≈ 6.85 million.
    expect(replaceFigureTokens('%RATEFEE:stripe-billing-pay-as-you-go.1000000%', 'en')).toBe(
      '7,000\u00a0DKK',
    );
    expect(replaceFigureTokens('%RATEFEE:stripe-billing-pay-as-you-go.20000000%', 'da')).toBe(
      '140.000\u00a0DKK',
    );
    expect(replaceFigureTokens('%CROSSOVER:stripe-billing-pay-as-you-go.growth%', 'en')).toBe(
      '2.6 million\u00a0DKK',
    );
    expect(replaceFigureTokens('%CROSSOVER:stripe-billing-pay-as-you-go.scale%', 'da')).toBe(
      '6,8\u00a0mio.\u00a0DKK',
    );
    expect(replaceFigureTokens('%CROSSOVER:stripe-billing-pay-as-you-go.growth%', 'nb')).toBe(
      '2,6\u00a0mill.\u00a0DKK',
    );
    expect(replaceFigureTokens('%YEARLY:scale%', 'nb')).toBe('47\u00a0940\u00a0DKK');
    expect(() => replaceFigureTokens('%CROSSOVER:stripe-billing-pay-as-you-go.free%', 'en')).toThrow(
      /no price/,
    );
    expect(() => replaceFigureTokens('%RATEFEE:nobody.1000%', 'en')).toThrow(/unknown rate/);
  });

  it("writes a plan's price with the language's thousands separator", () => {
    expect(replaceFigureTokens('Growth: %PRICE:growth%', 'en')).toBe('Growth: 1,495\u00a0DKK');
    expect(replaceFigureTokens('%PRICE:scale%', 'da')).toBe('3.995\u00a0DKK');
    expect(replaceFigureTokens('%PRICE:scale%', 'nb')).toBe(
      '3\u00a0995\u00a0DKK (ca.\u00a06\u00a0240\u00a0NOK)',
    );
    expect(replaceFigureTokens('%PRICE:free%', 'nb')).toBe('0\u00a0DKK');
  });

  it("writes a plan's yearly price, its allowance and a country's facts", () => {
    expect(replaceFigureTokens('%YEARLY:growth%', 'en')).toBe('17,940\u00a0DKK');
    expect(replaceFigureTokens('%GROSS:growth%', 'da')).toBe('1.868,75\u00a0DKK');
    expect(replaceFigureTokens('%INVOICES:scale%', 'da')).toBe('2.500');
    expect(replaceFigureTokens('%FACT:reminderFee%', 'da')).toBe('100\u00a0DKK');
    expect(replaceFigureTokens('%FACT:reminderFee%', 'nb')).toBe('35\u00a0NOK');
    expect(replaceFigureTokens('%FACT:NO:vatRate% / %FACT:DK:country%', 'en')).toBe('25\u00a0% / Denmark');
    expect(replaceFigureTokens('%FACT:FI:vatRate%', 'en')).toBe('25.5\u00a0%');
  });

  it('an English file must name the country of a fact, since it serves every English site', () => {
    expect(() => replaceFigureTokens('%FACT:reminderFee%', 'en')).toThrow('%FACT:DK:reminderFee%');
    expect(() => replaceFigureTokens('%FACT:SE:reminderFee%', 'en')).toThrow('%FACT:SE:reminderFee%');
    expect(() => replaceFigureTokens('%FACT:DK:reminderFees%', 'en')).toThrow('unknown fact');
  });

  it('fails on an unknown id, naming the token', () => {
    expect(() => replaceFigureTokens('%RATE:stripe-starter%', 'en')).toThrow('%RATE:stripe-starter%');
    expect(() => replaceFigureTokens('%PRICE:gold%', 'en')).toThrow('%PRICE:gold%');
    expect(() => replaceFigureTokens('%PRICE:enterprise%', 'en')).toThrow('enterprise');
  });

  it('writes a statutory date and figure from the data, in the language', () => {
    expect(replaceFigureTokens('%DATE:fiVatChange%', 'en')).toBe('1 September 2024');
    expect(replaceFigureTokens('%DATE:fiVatChange%', 'da')).toBe('1. september 2024');
    expect(replaceFigureTokens('%STATUTE:deIssueTurnover%', 'da')).toBe('800.000\u00a0EUR');
    expect(replaceFigureTokens('%STATUTE:sepaRefundWeeks%', 'nb')).toBe('8\u00a0uker');
    expect(replaceFigureTokens('%STATUTE:fiVatBefore%', 'en')).toBe('24\u00a0%');
    expect(() => replaceFigureTokens('%DATE:fiVatChang%', 'en')).toThrow('%DATE:fiVatChang%');
    expect(() => replaceFigureTokens('%STATUTE:DK:dkRetentionYears%', 'en')).toThrow('takes no country');
  });
});

describe('replaceFigureTokens for rules and accounts (issue 36)', () => {
  it('writes a payment scheme’s rule from its rulebook figure, in the language', () => {
    expect(replaceFigureTokens('%RULE:sepaCore.mandateExpiryMonths% months', 'en')).toBe('36 months');
    expect(replaceFigureTokens('%RULE:sepaCore.preNotificationDays% kalenderdage', 'da')).toBe(
      '14 kalenderdage',
    );
    expect(replaceFigureTokens('%RULE:sepaCore.refundWeeks% uker', 'nb')).toBe('8 uker');
    expect(replaceFigureTokens('%RULE:fiDebtCollection.consumerReminderFee% EUR', 'en')).toBe('5 EUR');
    expect(() => replaceFigureTokens('%RULE:sepaCore.refundDays%', 'en')).toThrow(/unknown rule/);
    expect(() => replaceFigureTokens('%RULE:DK:sepaCore.refundWeeks%', 'en')).toThrow(/unknown rule/);
  });

  it('keeps payables and deferred revenue on different accounts of the chart', () => {
    const payables = replaceFigureTokens('%FACT:DK:accountPayables%', 'en');
    const deferred = replaceFigureTokens('%FACT:DK:accountDeferredRevenue%', 'en');
    expect(payables).toBe('6800');
    expect(deferred).not.toBe(payables);
    expect(replaceFigureTokens('%FACT:NO:accountPayables%', 'nb')).toBe('2400');
  });

  it('states the Danish days between reminders with a fee, and none for Norway', () => {
    expect(replaceFigureTokens('%FACT:DK:reminderFeeIntervalDays%', 'da')).toBe('10');
    expect(() => replaceFigureTokens('%FACT:NO:reminderFeeIntervalDays%', 'nb')).toThrow(/no days between/);
  });

  it('states the API rate limit from the product model', () => {
    expect(
      replaceFigureTokens('%LIMIT:api.rateLimitRequests% per %LIMIT:api.rateLimitWindowSeconds% s', 'en'),
    ).toBe('100 per 10 s');
  });
});
