import { countryFactText, type CountryFactId } from '../content/countryFactText.ts';
import type { VatCountry } from '../data/countryFacts.ts';
import { formatMoney, formatMoneyFigure, type MoneyCurrency } from '../money/formatMoney.ts';
import type { DocFigure, FormFigure, TableFigure } from './types';

/**
 * Builders for the form and table figures of the task pages. Each takes what the figure draws
 * and a one-line introduction, and writes the text alternative from the drawn values
 * themselves, so the words a screen reader (or the Markdown twin) gets can never disagree with
 * the picture. The three timelines write their own sentence, which reads better than a list.
 */

interface Common {
  id: string;
  caption: string;
  /** The first sentence of the text alternative: which screen, for whom, in which state. */
  intro: string;
}

/**
 * An amount as the English docs' drawn screens write it: "5,850.00 DKK", two decimals as on an
 * invoice, and an ordinary space, so a narrow screen wraps at the code and nowhere else.
 */
export function money(amount: number, currency: MoneyCurrency): string {
  return formatMoney(amount, currency, 'en', { decimals: 'cents', space: 'ordinary' });
}

/** The figure of `money` without the code, for a column or label that names the currency: "5,850.00". */
export const moneyFigure = (amount: number) => formatMoneyFigure(amount, 'en', 'cents');

/** A whole amount as the drawn screens write it where the app drops the øre: "4,950 DKK". */
export const wholeMoney = (amount: number, currency: MoneyCurrency) =>
  formatMoney(amount, currency, 'en', { space: 'ordinary' });

/** A Danish krone amount as the English docs write it: "5,850.00 DKK". */
export const dkk = (amount: number) => money(amount, 'DKK');

/** A country fact as the English docs quote it (`%FACT:DK:vatRate%`), read from the data. */
export const fact = (id: CountryFactId, country: VatCountry) => countryFactText(id, country, 'en');

/** Items joined for a sentence that ends with a full stop. */
const sentence = (items: readonly string[]) => `${items.join('; ')}.`;

export function formFigure(spec: Common & Omit<FormFigure, 'kind'>): DocFigure {
  const { intro, ...figure } = spec;
  const parts = [intro, sentence(figure.fields.map((field) => `${field.label}: ${field.value}`))];
  if (figure.summary)
    parts.push(`Below the fields: ${sentence(figure.summary.map((row) => `${row.label}: ${row.value}`))}`);
  return { kind: 'form', ...figure, description: parts.join(' ') };
}

export function tableFigure(spec: Common & Omit<TableFigure, 'kind'>): DocFigure {
  const { intro, ...figure } = spec;
  const row = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (cell ? `${figure.columns[index] ?? ''} ${cell}`.trim() : ''))
      .filter(Boolean)
      .join(', ');
  const rows = sentence(figure.rows.map((entry) => row(entry.cells)));
  return { kind: 'table', ...figure, description: `${intro} ${rows}` };
}
