import {
  COUNTRY_FACTS,
  type FactCountry,
  VAT,
  VAT_COUNTRIES,
  type VatCountry,
} from '../data/countryFacts.ts';
import { type ContentLanguage, formatFigure } from './figureFormat.ts';
import { formatMoney } from '../money/formatMoney.ts';

const NO_BREAK_SPACE = '\u00a0';

/** The facts a page may quote by id (`<CountryFact fact="reminderFee" />`, `%FACT:reminderFee%`). */
export const COUNTRY_FACT_IDS = [
  'country',
  'reminderFee',
  'reminderFeeYear',
  'reminderFeeMaxCount',
  'reminderEarliestDays',
  'reminderFeeIntervalDays',
  'reminderFeeLaw',
  'collectionWarningDays',
  'collectionWarningName',
  'collectionWarningLaw',
  'lateInterestReference',
  'lateInterestMargin',
  'lateInterestLaw',
  'businessCompensation',
  'vatName',
  'vatShortName',
  'vatRate',
  'reverseChargeTerm',
  'reverseChargeLaw',
  'dataProtectionAuthority',
  'bookkeepingAct',
  'bookkeepingRetentionYears',
  'bookkeepingRetentionLaw',
  'badDebtVatLaw',
  'badDebtMonthsAfterDue',
  'badDebtReminders',
  'interestWithoutDueDateDays',
  'interestWithoutDueDateLaw',
  'eInvoiceNetwork',
  'eInvoiceFormat',
  'eInvoicePublicRule',
  'exampleErps',
  'chartOfAccounts',
  'accountRevenue',
  'accountRevenueRange',
  'accountReceivables',
  'accountVat',
  'accountBank',
  'accountCardClearing',
  'accountReminderFees',
  'accountPayables',
  'accountDeferredRevenue',
] as const;

export type CountryFactId = (typeof COUNTRY_FACT_IDS)[number];

const COUNTRY_NAMES: Record<VatCountry, Record<ContentLanguage, string>> = {
  DK: { en: 'Denmark', da: 'Danmark', nb: 'Danmark' },
  NO: { en: 'Norway', da: 'Norge', nb: 'Norge' },
  SE: { en: 'Sweden', da: 'Sverige', nb: 'Sverige' },
  FI: { en: 'Finland', da: 'Finland', nb: 'Finland' },
  DE: { en: 'Germany', da: 'Tyskland', nb: 'Tyskland' },
};

/** The facts kept for every country we serve; the rest only for Denmark and Norway. */
const EVERY_COUNTRY_FACTS = new Set<CountryFactId>(['country', 'vatName', 'vatShortName', 'vatRate']);

/** Whether a page may quote this fact for this country. */
export function hasCountryFact(id: CountryFactId, country: string): boolean {
  if (EVERY_COUNTRY_FACTS.has(id)) return (VAT_COUNTRIES as readonly string[]).includes(country);
  return country === 'DK' || country === 'NO';
}

const AND: Record<ContentLanguage, string> = { en: 'and', da: 'og', nb: 'og' };

/** A percentage as the language writes it: the figure, a no-break space, "%". */
export function formatPercent(value: number, language: ContentLanguage): string {
  return `${formatFigure(value, language)}${NO_BREAK_SPACE}%`;
}

/** An account number: plain digits, never grouped ("3000", not "3 000"). */
const account = (value: number) => String(value);

/** A country's fact as text in a language: the one formatter the token and the component share. */
export function countryFactText(id: CountryFactId, country: VatCountry, language: ContentLanguage): string {
  if (!hasCountryFact(id, country)) throw new Error(`content: no fact "${id}" for ${country}`);
  switch (id) {
    case 'country':
      return COUNTRY_NAMES[country][language];
    case 'vatName':
      return VAT[country].value.name;
    case 'vatShortName':
      return VAT[country].value.shortName;
    case 'vatRate':
      return formatPercent(VAT[country].value.ratePercent, language);
    default:
      return statutoryFactText(id, country as FactCountry, language);
  }
}

function statutoryFactText(id: CountryFactId, country: FactCountry, language: ContentLanguage): string {
  const facts = COUNTRY_FACTS[country];
  const chart = facts.chartOfAccounts.value;
  switch (id) {
    case 'reminderFee':
      return formatMoney(facts.reminderFee.value.amount, facts.reminderFee.value.currency, language);
    case 'reminderFeeYear':
      return String(facts.reminderFee.value.year);
    case 'reminderFeeMaxCount':
      return formatFigure(facts.reminderFeeMaxCount.value, language);
    case 'reminderEarliestDays': {
      const days = facts.reminderEarliestDays.value;
      if (days === null) throw new Error(`content: ${country} sets no wait before the first reminder`);
      return formatFigure(days, language);
    }
    case 'reminderFeeIntervalDays': {
      const days = facts.reminderFeeIntervalDays.value;
      if (days === null) throw new Error(`content: ${country} sets no days between reminders with a fee`);
      return formatFigure(days, language);
    }
    case 'collectionWarningDays':
      return formatFigure(facts.collectionWarningDays.value, language);
    case 'reminderFeeLaw':
      return facts.reminderFee.value.law;
    case 'collectionWarningName':
      return facts.collectionWarning.value.name;
    case 'collectionWarningLaw':
      return facts.collectionWarning.value.law;
    case 'lateInterestReference':
      return facts.lateInterest.value.reference;
    case 'lateInterestMargin':
      return formatFigure(facts.lateInterest.value.marginPoints, language);
    case 'lateInterestLaw':
      return facts.lateInterest.value.law;
    case 'businessCompensation': {
      const compensation = facts.businessCompensation?.value;
      if (!compensation) throw new Error(`content: ${country} sets no fixed compensation`);
      return formatMoney(compensation.amount, compensation.currency, language);
    }
    case 'dataProtectionAuthority':
      return facts.dataProtectionAuthority.value.name;
    case 'bookkeepingAct':
      return facts.bookkeepingAct.value.name;
    case 'bookkeepingRetentionYears':
      return formatFigure(facts.bookkeepingRetention.value.years, language);
    case 'bookkeepingRetentionLaw':
      return facts.bookkeepingRetention.value.law;
    case 'interestWithoutDueDateDays':
      return formatFigure(facts.interestWithoutDueDate.value.days, language);
    case 'interestWithoutDueDateLaw':
      return facts.interestWithoutDueDate.value.law;
    case 'badDebtVatLaw':
      return facts.badDebtVat.value.law;
    case 'badDebtMonthsAfterDue':
    case 'badDebtReminders': {
      const value =
        id === 'badDebtReminders' ? facts.badDebtVat.value.reminders : facts.badDebtVat.value.monthsAfterDue;
      if (value === null) throw new Error(`content: ${country} sets no number for ${id}`);
      return formatFigure(value, language);
    }
    case 'eInvoiceNetwork':
      return facts.eInvoice.value.network;
    case 'eInvoiceFormat':
      return facts.eInvoice.value.format;
    case 'reverseChargeTerm':
    case 'reverseChargeLaw': {
      const rule = facts.reverseCharge?.value;
      if (!rule) throw new Error(`content: no reverse-charge rule stated for ${country}`);
      return id === 'reverseChargeTerm' ? rule.term : rule.law;
    }
    case 'eInvoicePublicRule':
      return facts.eInvoice.value.publicSectorRule;
    case 'exampleErps': {
      const names = facts.exampleErps.value;
      return `${names.slice(0, -1).join(', ')} ${AND[language]} ${names[names.length - 1]}`;
    }
    case 'chartOfAccounts':
      return chart.name;
    case 'accountRevenue':
      return account(chart.revenue);
    case 'accountRevenueRange':
      return chart.revenueRange
        ? `${chart.revenueRange[0]}-${chart.revenueRange[1]}`
        : account(chart.revenue);
    case 'accountReceivables':
      return account(chart.receivables);
    case 'accountVat':
      return account(chart.vatPayable);
    case 'accountBank':
      return account(chart.bank);
    case 'accountCardClearing':
      if (chart.cardClearing === null)
        throw new Error(`content: no card clearing account stated for ${country}`);
      return account(chart.cardClearing);
    case 'accountReminderFees':
      return account(chart.reminderFees);
    case 'accountPayables':
      return account(chart.payables);
    case 'accountDeferredRevenue':
      return account(chart.deferredRevenue);
    default:
      throw new Error(`content: no fact "${id}" for ${country}`);
  }
}

/** Whether a string names a fact a page may quote. */
export function isCountryFactId(value: string): value is CountryFactId {
  return (COUNTRY_FACT_IDS as readonly string[]).includes(value);
}
