import { COMPETITOR_RATES } from '../data/competitorRates.ts';
import { COUNTRY_FACTS, FACT_COUNTRIES, VAT, VAT_COUNTRIES } from '../data/countryFacts.ts';
import { grossMonthlyDkk, PLANS } from '../data/pricing.ts';

/**
 * Finds figures from the data modules typed by hand into content (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md,
 * "The figures check"). A figure counts as the fact only in the form a fact takes:
 *
 * - an amount is the value in any of its spellings ("1495", "1,495", "1.495", "1 495" with a
 *   space, no-break or narrow no-break space, with or without ",00") followed by its currency
 *   (DKK, NOK, "kr", "kroner");
 * - a rate is the value ("0.7", "0,7") followed by a percent sign or word ("%", "pct.", "procent");
 * - and, where the value alone is common (100, 35, 25 %, 0 DKK, 10 invoices), a fact-specific
 *   keyword within a window of characters around it, on the same line (a paragraph or a field): a reminder word for the reminder fee, a VAT
 *   word for the VAT rate, the rival's name for its rate, a plan name for a plan's allowance.
 *
 * Digits that belong to a longer number ("2,100 DKK", "1,495.50") never match. A worked example
 * may use any other amount; its arithmetic is checked elsewhere (workedExamples.test.ts).
 */

export interface HandTypedFigure {
  /** The fact, named as the data names it: "reminder fee (DK)", "plan price (growth)". */
  fact: string;
  /** The text that matched. */
  text: string;
  /** The 1-based line it is on. */
  line: number;
  /** What to write instead. */
  use: string;
}

interface FigureRule {
  fact: string;
  use: string;
  /** The figure in every spelling, as a regular expression source. */
  pattern: string;
  /** A keyword that must appear within `window` characters either side, when the figure alone is too common. */
  keyword?: RegExp;
  window?: number;
}

const SPACE = '[ \\u00a0\\u202f]';
const GROUP = '[,.  \\u00a0\\u202f]?';

/** Every spelling of a number: thousands grouped by comma, dot or (no-break) space or not at all; "," or "." before decimals. */
export function numberPattern(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  const integer = groups.join(GROUP);
  return fraction ? `${integer}[.,]${fraction}` : integer;
}

/** Not part of a longer number on either side. */
const bounded = (pattern: string) => `(?<![\\d.,]|\\d${SPACE})${pattern}(?!\\d|[.,]\\d)`;

// An amount may carry zero øre ("100.00 DKK", "100,00 kr."): the same figure.
const money = (value: number, currencies: string) =>
  `${bounded(`${numberPattern(value)}(?:[.,]00)?`)}${SPACE}?(?:${currencies})\\b`;
const percent = (value: number) =>
  `${bounded(numberPattern(value))}${SPACE}?(?:%|pct\\.?|procent|prosent|percent)`;

const CURRENCY = { DKK: 'DKK|kr\\.?|kroner', NOK: 'NOK|kr\\.?|kroner' } as const;
const REMINDER = /remind|rykker|purr|gebyr|\bfee|dunning|inkasso/i;
const VAT_WORD = /\bVAT\b|\bmoms|\bmva\b|merverdiavgift|value added tax/i;
const PLAN_NAME = /\b(free|growth|scale|enterprise)\b/i;

function rules(): FigureRule[] {
  const list: FigureRule[] = [];
  for (const plan of PLANS) {
    if (plan.monthlyDkk !== null) {
      list.push({
        fact: `plan price (${plan.id})`,
        use: `%PRICE:${plan.id}% or <PlanPrice plan="${plan.id}" />`,
        pattern: money(plan.monthlyDkk, CURRENCY.DKK),
        // 1,495 DKK is ours wherever it appears; "0 DKK" only beside a plan name.
        ...(plan.monthlyDkk < 1000 ? { keyword: PLAN_NAME, window: 80 } : {}),
      });
      // Twelve months of a paid plan ("17,940 DKK" for a year of Growth) is the price retyped too.
      if (plan.monthlyDkk > 0)
        list.push({
          fact: `yearly plan price (${plan.id})`,
          use: `%YEARLY:${plan.id}%`,
          pattern: money(plan.monthlyDkk * 12, CURRENCY.DKK),
        });
      // A month with Danish VAT ("4,993.75 DKK" for Scale), beside a plan's name: worked examples
      // may bill 1,495 DKK plus VAT to a customer of their own without naming our plans.
      if (plan.monthlyDkk > 0)
        list.push({
          fact: `plan price with VAT (${plan.id})`,
          use: `%GROSS:${plan.id}%`,
          pattern: money(grossMonthlyDkk(plan.monthlyDkk), CURRENCY.DKK),
          keyword: PLAN_NAME,
          window: 120,
        });
    }
    if (plan.invoiceLimit !== null) {
      list.push({
        fact: `invoice allowance (${plan.id})`,
        use: `%INVOICES:${plan.id}% or <PlanInvoiceLimit plan="${plan.id}" />`,
        pattern: `${bounded(numberPattern(plan.invoiceLimit))}(?=${SPACE}(?:\\S+${SPACE}){0,2}?(?:invoices|fakturaer))`,
        keyword: new RegExp(`\\b${plan.id}\\b`, 'i'),
        window: 100,
      });
    }
  }
  for (const rate of COMPETITOR_RATES) {
    list.push({
      fact: `${rate.vendor} ${rate.plan} rate`,
      use: `%RATE:${rate.id}%`,
      pattern: percent(rate.percentOfVolume),
      keyword: new RegExp(rate.vendor, 'i'),
      window: 160,
    });
    // The billing a rival's plan takes no fee on ("250,000 USD", "USD 250K").
    if (rate.freeAllowanceCurrency)
      list.push({
        fact: `${rate.vendor} ${rate.plan} free allowance`,
        use: `%ALLOWANCE:${rate.id}%`,
        pattern: `(?:${money(rate.freeAllowance, rate.freeAllowanceCurrency)}|\\b${rate.freeAllowanceCurrency}${SPACE}?${numberPattern(rate.freeAllowance / 1000)}K\\b)`,
      });
  }
  for (const country of FACT_COUNTRIES) {
    const facts = COUNTRY_FACTS[country];
    const fee = facts.reminderFee.value;
    list.push({
      fact: `reminder fee (${country})`,
      use: '%FACT:reminderFee% or <CountryFact fact="reminderFee" />',
      pattern: money(fee.amount, CURRENCY[fee.currency]),
      keyword: REMINDER,
      window: 160,
    });
    const compensation = facts.businessCompensation?.value;
    if (compensation) {
      list.push({
        fact: `compensation for collection costs (${country})`,
        use: '%FACT:businessCompensation% or <CountryFact fact="businessCompensation" />',
        pattern: money(compensation.amount, CURRENCY[compensation.currency]),
        keyword: /compensat|kompensa|godtgørelse|erstatning/i,
        window: 160,
      });
    }
    const days = facts.reminderEarliestDays.value;
    if (days !== null) {
      list.push({
        fact: `earliest reminder after the due date (${country})`,
        use: '%FACT:reminderEarliestDays% or <CountryFact fact="reminderEarliestDays" />',
        pattern: `${bounded(numberPattern(days))}${SPACE}(?:dager|days)\\b`,
        keyword: /purr|forfall|remind/i,
        window: 80,
      });
    }
    const interval = facts.reminderFeeIntervalDays.value;
    if (interval !== null) {
      list.push({
        fact: `days between reminders with a fee (${country})`,
        use: '%FACT:reminderFeeIntervalDays% or <CountryFact fact="reminderFeeIntervalDays" />',
        pattern: `${bounded(numberPattern(interval))}${SPACE}(?:dage|dager|days)\\b`,
        keyword: /between reminders|mellem rykkere|mellom purringer/i,
        window: 80,
      });
    }
    list.push({
      fact: `how long the bookkeeping act keeps records (${country})`,
      use: '%FACT:bookkeepingRetentionYears% or <CountryFact fact="bookkeepingRetentionYears" />',
      pattern: `${bounded(numberPattern(facts.bookkeepingRetention.value.years))}${SPACE}(?:years?|år)\\b`,
      keyword: /\bkeep|\bkept\b|retain|retention|opbevar|oppbevar/i,
      window: 80,
    });
    list.push({
      fact: `late-payment interest margin (${country})`,
      use: '%FACT:lateInterestMargin% or <CountryFact fact="lateInterestMargin" />',
      pattern: `${bounded(numberPattern(facts.lateInterest.value.marginPoints))}${SPACE}?(?:%-?${SPACE}?point|procentpoint|prosentpoeng|percentage points?)`,
    });
  }
  // Countries that share a rate share one rule; the VAT keyword decides.
  for (const rate of new Set(VAT_COUNTRIES.map((country) => VAT[country].value.ratePercent))) {
    list.push({
      fact: 'VAT rate',
      use: '%FACT:vatRate% or <CountryFact fact="vatRate" />',
      pattern: percent(rate),
      keyword: VAT_WORD,
      window: 24,
    });
  }
  return list;
}

const RULES = rules();

/** The hand-typed figures in one content file's text (front matter and body alike). */
export function findHandTypedFigures(text: string): HandTypedFigure[] {
  const found: HandTypedFigure[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(new RegExp(rule.pattern, 'gi'))) {
      const start = match.index;
      const end = start + match[0].length;
      if (rule.keyword) {
        // The window stays on the figure's own line: a Markdown paragraph or a front-matter field.
        const window = rule.window ?? 80;
        const lineStart = text.lastIndexOf('\n', start) + 1;
        const lineEnd = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end);
        const around = text.slice(Math.max(lineStart, start - window), Math.min(lineEnd, end + window));
        if (!rule.keyword.test(around)) continue;
      }
      const line = text.slice(0, start).split('\n').length;
      found.push({ fact: rule.fact, text: match[0], line, use: rule.use });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
