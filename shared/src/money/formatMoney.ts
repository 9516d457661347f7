/**
 * The one place an amount of money becomes text, for every page, figure, token and island
 * (docs/decisions/2026-11-27-one-money-formatter.md). Pure `Intl`, no React and no react-intl,
 * so the calculator and catalogue islands can call it without pulling a framework in.
 *
 * The site writes the currency code after the figure in every language ("1,495 DKK",
 * "1.495 DKK", "1 495 DKK"): a Norwegian reader must see which krone, and an English reader
 * sees the same order in a sentence, a table and a drawn screen. The one exception is the euro
 * as a symbol (`display: 'symbol'`), placed where the language places it ("€200", "200 €").
 */
import { cachedFormatter } from '../i18n/formatterCache';

/** The languages pages are written in. */
export type MoneyLanguage = 'en' | 'da' | 'nb';

/** The currencies a page quotes: ours, our markets' and the one rivals publish in. */
export type MoneyCurrency = 'DKK' | 'NOK' | 'SEK' | 'EUR' | 'USD';

export interface MoneyOptions {
  /**
   * `asNeeded` (the default): up to two decimals, none on a whole amount ("1,495", "4,993.75").
   * `whole`: rounded to the unit, for estimates and approximations ("2,340").
   * `cents`: always two decimals, as an invoice line or a ledger writes it ("5,850.00").
   */
  decimals?: 'asNeeded' | 'whole' | 'cents';
  /**
   * The space before the code. `noBreak` (the default) keeps figure and code on one line in
   * running text; `ordinary` lets a drawn app screen wrap an amount at the code and nowhere else.
   */
  space?: 'noBreak' | 'ordinary';
  /** `code` (the default): "200 EUR". `symbol`: the euro sign as the language places it ("€200", "200 €"). */
  display?: 'code' | 'symbol';
}

const NO_BREAK_SPACE = '\u00a0';

const FRACTION_DIGITS: Record<NonNullable<MoneyOptions['decimals']>, [number, number]> = {
  asNeeded: [0, 2],
  whole: [0, 0],
  cents: [2, 2],
};

const numberFormat = (language: MoneyLanguage, options: Intl.NumberFormatOptions) =>
  cachedFormatter(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );

/** The figure alone, as `formatMoney` writes it, for a column whose heading names the currency. */
export function formatMoneyFigure(
  amount: number,
  language: MoneyLanguage,
  decimals: MoneyOptions['decimals'] = 'asNeeded',
): string {
  const [minimumFractionDigits, maximumFractionDigits] = FRACTION_DIGITS[decimals];
  // `negative`: an amount that rounds to nothing reads "0", never "-0".
  return numberFormat(language, {
    minimumFractionDigits,
    maximumFractionDigits,
    signDisplay: 'negative',
  }).format(amount);
}

/**
 * An amount with its currency as the language writes it: `formatMoney(1495, 'DKK', 'da')` is
 * "1.495 DKK" (no-break space), `formatMoney(-8.75, 'DKK', 'en', { decimals: 'cents' })` "-8.75 DKK",
 * `formatMoney(200, 'EUR', 'en', { display: 'symbol' })` "€200".
 */
export function formatMoney(
  amount: number,
  currency: MoneyCurrency,
  language: MoneyLanguage,
  options: MoneyOptions = {},
): string {
  const { decimals = 'asNeeded', space = 'noBreak', display = 'code' } = options;
  if (!Number.isFinite(amount)) throw new Error(`formatMoney: ${amount} is no amount`);
  if (display === 'symbol') {
    if (currency !== 'EUR')
      throw new Error(`formatMoney: only the euro is written as a symbol, not ${currency}`);
    const [minimumFractionDigits, maximumFractionDigits] = FRACTION_DIGITS[decimals];
    return numberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits,
      maximumFractionDigits,
      signDisplay: 'negative',
    }).format(amount);
  }
  return `${formatMoneyFigure(amount, language, decimals)}${space === 'noBreak' ? NO_BREAK_SPACE : ' '}${currency}`;
}
