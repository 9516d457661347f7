import { countryFacts, EXAMPLES } from '@web/shared';

/**
 * The worked examples of the marketing pages in a form a test can check
 * (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md): each example's figures as
 * the text states them, in the currency of the
 * company it describes, and the arithmetic that ties them together. `workedExamples.test.ts`
 * checks that every relation holds and that every figure appears in each file, written the way
 * that file's language writes numbers; so a figure edited in the text without its partners
 * fails, and so does a sum that does not add up.
 */
export interface WorkedExample {
  /** What the example shows, for the test's name. */
  name: string;
  /** Content files (under marketing/content) that state it. */
  files: readonly string[];
  currency: 'DKK' | 'NOK';
  /** The figures as the text states them. */
  figures: Record<string, number>;
  /** Relations that must hold: the figure named by the key equals the expression. */
  relations: Record<string, (figures: Record<string, number>) => number>;
}

const vat = (country: 'DK' | 'NO') => countryFacts(country).vat.value.ratePercent / 100;
const ore = (amount: number) => Math.round(amount * 100) / 100;

/** The billing page's Team plan: a quarter in advance, three seats added with 44 of 90 days left. */
function billingExample(country: 'DK' | 'NO', files: string[]): WorkedExample {
  const { planMonthly, seatMonthly, seats } = EXAMPLES[country].subscription;
  const quarter = planMonthly * 3;
  const seatsQuarter = seatMonthly * seats * 3;
  const prorated = ore((seatsQuarter * 44) / 90);
  return {
    name: `the Team plan on the billing page (${country})`,
    files,
    currency: EXAMPLES[country].currency as 'DKK' | 'NOK',
    figures: {
      planMonthly,
      seatMonthly,
      quarter,
      quarterVat: ore(quarter * vat(country)),
      quarterTotal: ore(quarter * (1 + vat(country))),
      seatsQuarter,
      prorated,
      proratedVat: ore(prorated * vat(country)),
      quarterAfter: quarter + seatsQuarter,
    },
    relations: {
      quarter: (f) => 3 * f.planMonthly!,
      quarterVat: (f) => ore(f.quarter! * vat(country)),
      quarterTotal: (f) => f.quarter! + f.quarterVat!,
      seatsQuarter: (f) => 3 * 3 * f.seatMonthly!,
      prorated: (f) => ore((f.seatsQuarter! * 44) / 90),
      proratedVat: (f) => ore(f.prorated! * vat(country)),
      quarterAfter: (f) => f.quarter! + f.seatsQuarter!,
    },
  };
}

/** The developers page: seats at a price per user, 12 to 15 users with 44 of 90 days left. */
function seatsExample(country: 'DK' | 'NO', seat: number, files: string[]): WorkedExample {
  return {
    name: `seat-based pricing on the developers page (${country})`,
    files,
    currency: country === 'DK' ? 'DKK' : 'NOK',
    figures: {
      seat,
      prorated: ore((3 * seat * 3 * 44) / 90),
      april: 15 * seat * 3,
      aprilWithVat: ore(15 * seat * 3 * (1 + vat(country))),
    },
    relations: {
      prorated: (f) => ore((3 * f.seat! * 3 * 44) / 90),
      april: (f) => 15 * f.seat! * 3,
      aprilWithVat: (f) => ore(f.april! * (1 + vat(country))),
    },
  };
}

export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  billingExample('DK', ['features/billing.mdx', 'features/billing.da.mdx']),
  billingExample('NO', ['features/billing.nb.mdx']),
  seatsExample('DK', 150, ['developers.mdx', 'developers.da.mdx']),
  seatsExample('NO', 225, ['developers.nb.mdx']),
  ...(['DK', 'NO'] as const).map((country): WorkedExample => ({
    name: `an invoice with a setup fee on the automatic accounting page (${country})`,
    files:
      country === 'DK'
        ? ['features/automatic-accounting.mdx', 'features/automatic-accounting.da.mdx']
        : ['features/automatic-accounting.nb.mdx'],
    currency: country === 'DK' ? 'DKK' : 'NOK',
    figures:
      country === 'DK'
        ? { plan: 7200, setup: 2000, vat: 2300, total: 11500 }
        : { plan: 10800, setup: 3000, vat: 3450, total: 17250 },
    relations: {
      vat: (f) => ore((f.plan! + f.setup!) * vat(country)),
      total: (f) => f.plan! + f.setup! + f.vat!,
    },
  })),
  ...(['DK', 'NO'] as const).map((country): WorkedExample => ({
    name: `a software company's MRR and ARR on the founders page (${country})`,
    files: country === 'DK' ? ['founders.mdx', 'founders.da.mdx'] : ['founders.nb.mdx'],
    currency: country === 'DK' ? 'DKK' : 'NOK',
    figures: {
      monthly: 1200,
      yearly: 24000,
      quarterly: 7500,
      monthlyMrr: 36000,
      yearlyMrr: 20000,
      quarterlyMrr: 12500,
      mrr: 68500,
      arr: 822000,
    },
    relations: {
      monthlyMrr: (f) => 30 * f.monthly!,
      yearlyMrr: (f) => (10 * f.yearly!) / 12,
      quarterlyMrr: (f) => (5 * f.quarterly!) / 3,
      mrr: (f) => f.monthlyMrr! + f.yearlyMrr! + f.quarterlyMrr!,
      arr: (f) => 12 * f.mrr!,
    },
  })),
  ...(['DK', 'NO'] as const).map((country): WorkedExample => ({
    name: `deferred revenue of a yearly invoice on the finance page (${country})`,
    files: country === 'DK' ? ['finance.mdx', 'finance.da.mdx'] : ['finance.nb.mdx'],
    currency: country === 'DK' ? 'DKK' : 'NOK',
    figures: { invoiced: 60000, earnedApril: 5000, deferredApril: 55000, deferredJune: 45000 },
    relations: {
      earnedApril: (f) => f.invoiced! / 12,
      deferredApril: (f) => f.invoiced! - f.earnedApril!,
      deferredJune: (f) => f.invoiced! - 3 * f.earnedApril!,
    },
  })),
  ...(['DK', 'NO'] as const).map((country): WorkedExample => ({
    name: `four subscriptions' MRR in the dictionary (${country})`,
    files: country === 'DK' ? ['dictionary/mrr.mdx', 'dictionary/mrr.da.mdx'] : ['dictionary/mrr.nb.mdx'],
    currency: country === 'DK' ? 'DKK' : 'NOK',
    figures: {
      monthly: 1500,
      quarterly: 4200,
      quarterlyMonth: 1400,
      yearly: 36000,
      yearlyMonth: 3000,
      discounted: 4000,
      discountedMonth: 3200,
      mrr: 9100,
      arr: 109200,
    },
    relations: {
      quarterlyMonth: (f) => f.quarterly! / 3,
      yearlyMonth: (f) => f.yearly! / 12,
      discountedMonth: (f) => f.discounted! * 0.8,
      mrr: (f) => f.monthly! + f.quarterlyMonth! + f.yearlyMonth! + f.discountedMonth!,
      arr: (f) => 12 * f.mrr!,
    },
  })),
];

/** The relations of an example that do not hold, to the øre: "total is 11400, its figures make 11500". */
export function brokenRelations(example: Pick<WorkedExample, 'figures' | 'relations'>): string[] {
  return Object.entries(example.relations)
    .filter(
      ([name, relation]) =>
        Math.abs((example.figures[name] ?? Number.NaN) - relation(example.figures)) >= 0.005,
    )
    .map(
      ([name, relation]) =>
        `${name} is ${example.figures[name]}, its figures make ${relation(example.figures)}`,
    );
}
