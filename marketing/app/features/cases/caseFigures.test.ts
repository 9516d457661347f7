import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNTANT_COST_PER_HOUR,
  CALCULATOR_SYSTEMS,
  MANUAL_SYSTEM,
  marketForCurrency,
  NORWEGIAN_MARKET,
  planById,
} from '@web/shared';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseFrontMatter } from '../../content/schema';
import { caseFigures, type CaseInputs, shownSide } from './caseFigures';

const BILLVARD = CALCULATOR_SYSTEMS.find((system) => system.value === 'billvard')!;

const folder = join(import.meta.dirname, '..', '..', '..', 'content', 'cases');
const caseFiles = readdirSync(folder).filter((name) => name.endsWith('.mdx') && !name.startsWith('index'));

function frontMatter(file: string) {
  const text = readFileSync(join(folder, file), 'utf8');
  const data = parse(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '');
  const slug = file.replace(/\.(da|nb)\.mdx$|\.mdx$/, '');
  return { text, data: parseFrontMatter(data, `cases/${file}`, `/cases/${slug}`) };
}

/** The spec's maths, written out again, so the module cannot agree with itself by accident. */
function specMinutes(
  minutes: Omit<(typeof CALCULATOR_SYSTEMS)[number], 'label' | 'value' | 'cost_pr_mrr'>,
  invoices: number,
  reminders: number,
) {
  return (
    invoices *
      (minutes.minutes_pr_invoice +
        minutes.minutes_pr_reconcilliation +
        minutes.minutes_pr_revenue_recognition +
        minutes.minutes_pr_booking_erp) +
    invoices * (reminders / 100) * minutes.minutes_pr_reminder
  );
}

describe('caseFigures', () => {
  const inputs: CaseInputs = {
    invoices: 400,
    mrr: 240_000,
    reminders: 10,
    before: 'e-conomic',
    currency: 'DKK',
  };

  it('prices the before side with the calculator system and the after side with Billvard minutes and its plan', () => {
    const economic = CALCULATOR_SYSTEMS.find((system) => system.value === 'e-conomic')!;
    const figures = caseFigures(inputs);
    const beforeMinutes = specMinutes(economic, 400, 10);
    expect(figures.before.minutes).toBeCloseTo(beforeMinutes);
    expect(figures.before.labour).toBeCloseTo((beforeMinutes / 60) * ACCOUNTANT_COST_PER_HOUR);
    expect(figures.before.fee).toBeCloseTo((240_000 * economic.cost_pr_mrr) / 100);
    // Growth does not include revenue recognition: that step is counted as by hand.
    const afterMinutes = specMinutes(
      { ...BILLVARD, minutes_pr_revenue_recognition: MANUAL_SYSTEM.minutes_pr_revenue_recognition },
      400,
      10,
    );
    expect(figures.after.minutes).toBeCloseTo(afterMinutes);
    expect(figures.after.fee).toBe(planById('growth').monthlyDkk);
    expect(figures.after.monthly).toBeCloseTo((afterMinutes / 60) * ACCOUNTANT_COST_PER_HOUR + 1495);
  });

  it('computes a NOK case in the Norwegian market: NOK revenue, the Norwegian hourly cost, NOK plan prices', () => {
    const nok = caseFigures({ ...inputs, currency: 'NOK', before: 'stripe' });
    const stripe = NORWEGIAN_MARKET.systems.find((system) => system.value === 'stripe')!;
    expect(nok.before.fee).toBeCloseTo((240_000 * stripe.cost_pr_mrr) / 100);
    expect(nok.before.labour).toBeCloseTo((nok.before.minutes / 60) * NORWEGIAN_MARKET.hourlyRate);
    expect(nok.after.fee).toBe(NORWEGIAN_MARKET.planPrice(planById('growth')));
  });

  it('refuses a volume that needs Enterprise, which has no list price', () => {
    expect(() => caseFigures({ ...inputs, invoices: 2501 })).toThrow(/Enterprise/);
  });

  it('shows totals that are exactly the sum of the lines shown', () => {
    const figures = caseFigures({
      ...inputs,
      currency: 'NOK',
      invoices: 1800,
      mrr: 900_000,
      before: 'manual',
    });
    for (const side of [figures.before, figures.after]) {
      const shown = shownSide(side, 'NOK');
      expect(shown.monthly).toBe(shown.labour + shown.fee);
      expect(shown.yearly).toBe(12 * shown.monthly);
      expect(Number.isInteger(shown.labour)).toBe(true);
    }
  });
});

describe('the worked examples in content/cases', () => {
  it('are three company types, each in English, Danish and Norwegian', () => {
    expect(caseFiles).toHaveLength(9);
  });

  it.each(caseFiles)(
    '%s: states inputs whose figures equal the calculator model, and Billvard saves',
    (file) => {
      const { data } = frontMatter(file);
      const inputs = data.inputs!;
      const market = marketForCurrency(inputs.currency);
      const system = market.systems.find((candidate) => candidate.value === inputs.before)!;
      const figures = caseFigures(inputs);
      const minutes = specMinutes(system, inputs.invoices, inputs.reminders);
      expect(figures.before.monthly).toBeCloseTo(
        (minutes / 60) * market.hourlyRate + (inputs.mrr * system.cost_pr_mrr) / 100,
      );
      expect(figures.monthlySaving).toBeGreaterThan(0);
    },
  );

  it.each(caseFiles)('%s: gives the same inputs as its English version', (file) => {
    const english = file.replace(/\.(da|nb)\.mdx$/, '.mdx');
    expect(frontMatter(file).data.inputs).toEqual(frontMatter(english).data.inputs);
  });

  it.each(caseFiles)('%s: never calls itself fictional and quotes nobody', (file) => {
    const { text } = frontMatter(file);
    expect(text).not.toMatch(/fictional|invented|opdigte|oppdikte|fiktiv/i);
    expect(text).not.toMatch(/^(person|role|quote):/m);
    expect(text).not.toMatch(/^> /m);
  });
});
