/**
 * What an hour of finance work costs, per country the calculator prices labour in, with the
 * public figures it is worked out from and the day we read them
 * (docs/decisions/2026-11-27-calculator-like-for-like.md). The calculator, and every page that
 * states its rate, reads these; no page retypes one.
 */

/** A figure as it was read: the value, the public page it comes from and the ISO date we read it. */
export interface SourcedFigure {
  value: number;
  source: string;
  checked: string;
}

/** How the Norwegian hourly cost is built: a wage statistic, the employer's costs on top, and the hours worked. */
export interface DerivedHourlyRate {
  currency: 'NOK';
  /** Average monthly earnings (SSB: agreed pay, irregular supplements and bonuses; no overtime). */
  monthlyWage: SourcedFigure & { year: number; group: string };
  /** Employer's national insurance contribution, zone I, in percent of pay. */
  employerContributionPercent: SourcedFigure;
  /** The smallest mandatory occupational pension the employer pays, in percent of pay. */
  pensionPercent: SourcedFigure;
  /** Hours worked in a year: 37.5 a week, less five weeks' holiday and about ten public holidays. */
  hoursPerYear: number;
}

export const NORWEGIAN_ACCOUNTANT_HOUR: DerivedHourlyRate = {
  currency: 'NOK',
  monthlyWage: {
    // SSB's yearly wage statistic; regnskapsførere (STYRK-08 3313) belong to "Høyskoleyrker".
    value: 65_780,
    year: 2024,
    group: 'Høyskoleyrker',
    source: 'https://www.ssb.no/arbeid-og-lonn/lonn-og-arbeidskraftkostnader/statistikk/lonn',
    checked: '2026-11-27',
  },
  employerContributionPercent: {
    value: 14.1,
    source: 'https://www.skatteetaten.no/satser/arbeidsgiveravgift/',
    checked: '2026-11-27',
  },
  pensionPercent: {
    // Lov om obligatorisk tjenestepensjon § 4: at least 2 % of pay.
    value: 2,
    source: 'https://lovdata.no/dokument/NL/lov/2005-12-21-124',
    checked: '2026-11-27',
  },
  hoursPerYear: 1687.5,
};

/**
 * The hourly cost a derivation gives: a year's pay with the employer's contribution and pension
 * on top, over the hours worked, rounded to the nearest ten kroner (the precision the inputs have).
 */
export function hourlyCost(rate: DerivedHourlyRate): number {
  const yearly =
    rate.monthlyWage.value *
    12 *
    (1 + (rate.employerContributionPercent.value + rate.pensionPercent.value) / 100);
  return Math.round(yearly / rate.hoursPerYear / 10) * 10;
}
