/**
 * Statutory facts per country, each with the public page it comes from and the day we last
 * checked it (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md). Pages quote them through `<CountryFact>` or a
 * `%FACT:...%` token; content never retypes one, and a unit test over the content enforces it.
 */

/** The countries we keep statutory facts for. */
export type FactCountry = 'DK' | 'NO';

export const FACT_COUNTRIES: readonly FactCountry[] = ['DK', 'NO'];

/** Countries a page may quote only the VAT of (Fortnox in Sweden, Netvisor and Procountor in Finland). */
export type VatCountry = FactCountry | 'SE' | 'FI' | 'DE';

export const VAT_COUNTRIES: readonly VatCountry[] = ['DK', 'NO', 'SE', 'FI', 'DE'];

/** A fact as it was read: the value, the public page it comes from and the ISO date we read it. */
export interface Sourced<T> {
  value: T;
  source: string;
  checked: string;
  /** Set when the figure could not be confirmed on the authority's own page for the year it applies to. */
  unverified?: string;
}

/** An amount of money in the country's currency. */
export interface Money {
  amount: number;
  currency: 'DKK' | 'NOK';
}

/** Account numbers of the country's usual chart of accounts, for the drawn ERP views. */
export interface ChartOfAccounts {
  /** The chart's name: "e-conomic standardkontoplan", "NS 4102". */
  name: string;
  revenue: number;
  /** Revenue accounts as a range, where the chart has one (NS 4102: 3000-3999). */
  revenueRange: readonly [number, number] | null;
  receivables: number;
  vatPayable: number;
  bank: number;
  /**
   * Where card payments wait between the charge and the payout (a Stripe clearing account), so
   * the bank account only ever sees the net payout; null where no page gives an example.
   */
  cardClearing: number | null;
  /** Reminder fees: outside VAT, so never on a revenue account with VAT. */
  reminderFees: number;
  /** Accounts payable: what the company owes its suppliers. */
  payables: number;
  /** Deferred revenue: invoiced but not yet earned; a liability, never the payables account. */
  deferredRevenue: number;
}

export interface CountryFacts {
  country: FactCountry;
  currency: 'DKK' | 'NOK';
  /** The largest fee a creditor may add to one reminder, in the year it applies to. */
  reminderFee: Sourced<Money & { year: number; law: string }>;
  /** How many reminders may carry that fee. */
  reminderFeeMaxCount: Sourced<number>;
  /** Days after the due date before the first reminder with a fee may be sent; null when the law sets none. */
  reminderEarliestDays: Sourced<number | null>;
  /** Days that must pass between two reminders that each carry a fee; null when the law sets none. */
  reminderFeeIntervalDays: Sourced<number | null>;
  /** Days a debtor must have to pay after the last warning before collection charges may be added. */
  collectionWarningDays: Sourced<number>;
  /** That warning: what the country calls it and the rule that requires it. */
  collectionWarning: Sourced<{ name: string; law: string }>;
  /** The late-payment interest rule: the reference rate and the margin above it, in percentage points. */
  lateInterest: Sourced<{ reference: string; marginPoints: number; setBy: string; law: string }>;
  /** A fixed compensation for collection costs a business debtor owes, where the law sets one. */
  businessCompensation: Sourced<Money & { law: string }> | null;
  vat: Sourced<VatRate>;
  /**
   * How a business in the country accounts for VAT on a service bought from abroad (ours, sold
   * from Denmark): the buyer calculates the country's VAT itself. Null where no page states it.
   */
  reverseCharge: Sourced<{ term: string; law: string }> | null;
  dataProtectionAuthority: Sourced<{ name: string; url: string }>;
  bookkeepingAct: Sourced<{ name: string }>;
  /**
   * How long the bookkeeping act says the accounting records (invoices, vouchers, the ledger)
   * must be kept, counted from the end of the financial year they belong to.
   */
  bookkeepingRetention: Sourced<{ years: number; law: string }>;
  /**
   * When a seller may take back the output VAT of an invoice the customer never paid (a bad
   * debt written off): the rule, and in Norway the activity that makes a claim count as finally
   * lost (months after the due date and reminders sent); null where the law sets no such number.
   */
  badDebtVat: Sourced<{ law: string; monthsAfterDue: number | null; reminders: number | null }>;
  /** Where no due date was agreed: interest runs from this many days after the creditor demanded payment. */
  interestWithoutDueDate: Sourced<{ days: number; law: string }>;
  /**
   * The e-invoice network and format, and the rule that makes e-invoices mandatory for
   * suppliers to the public sector (no page may call them optional).
   */
  eInvoice: Sourced<{ network: string; format: string; publicSectorRule: string }>;
  exampleErps: Sourced<readonly string[]>;
  chartOfAccounts: Sourced<ChartOfAccounts>;
}

const CHECKED = '2026-11-25';

/** Each country's standard VAT: its name, the short form used on invoices, and the rate. */
/** A standard VAT rate; `since` where the rate changed recently enough for a page to say when. */
export type VatRate = { name: string; shortName: string; ratePercent: number; since?: string };

export const VAT: Record<VatCountry, Sourced<VatRate>> = {
  DK: {
    value: { name: 'moms', shortName: 'moms', ratePercent: 25 },
    source: 'https://skat.dk/erhverv/moms',
    checked: CHECKED,
  },
  NO: {
    value: { name: 'merverdiavgift', shortName: 'mva', ratePercent: 25 },
    source: 'https://www.skatteetaten.no/satser/merverdiavgift/',
    checked: CHECKED,
  },
  SE: {
    value: { name: 'mervärdesskatt', shortName: 'moms', ratePercent: 25 },
    source: 'https://www.skatteverket.se/foretag/moms',
    checked: CHECKED,
  },
  FI: {
    // 25.5 % since 1 September 2024.
    value: { name: 'arvonlisävero', shortName: 'ALV', ratePercent: 25.5, since: '2024-09-01' },
    source: 'https://www.vero.fi/yritykset-ja-yhteisot/verot-ja-maksut/arvonlisaverotus/verokannat/',
    checked: CHECKED,
  },
  DE: {
    value: { name: 'Umsatzsteuer', shortName: 'USt.', ratePercent: 19 },
    source: 'https://www.bundesfinanzministerium.de',
    checked: CHECKED,
  },
};

export const COUNTRY_FACTS: Record<FactCountry, CountryFacts> = {
  DK: {
    country: 'DK',
    currency: 'DKK',
    reminderFee: {
      value: { amount: 100, currency: 'DKK', year: 2026, law: 'renteloven § 9 b' },
      source: 'https://www.retsinformation.dk/eli/lta/2014/459',
      checked: CHECKED,
    },
    reminderFeeMaxCount: {
      value: 3,
      source: 'https://www.retsinformation.dk/eli/lta/2014/459',
      checked: CHECKED,
    },
    // Renteloven sets 10 days between reminders, not a wait after the due date.
    reminderEarliestDays: {
      value: null,
      source: 'https://www.retsinformation.dk/eli/lta/2014/459',
      checked: CHECKED,
    },
    reminderFeeIntervalDays: {
      // Renteloven § 9 b, stk. 1: a fee only for a reminder sent at least 10 days after the
      // previous one (at most three reminders with a fee, each at most the reminderFee above).
      value: 10,
      source: 'https://www.retsinformation.dk/eli/lta/2014/459',
      checked: '2026-11-27',
    },
    collectionWarningDays: {
      // Inkassoloven § 10: a reminder giving at least 10 days before collection charges.
      value: 10,
      source: 'https://www.retsinformation.dk/eli/lta/2017/955',
      checked: CHECKED,
    },
    collectionWarning: {
      value: { name: 'rykker med inkassovarsel', law: 'inkassoloven § 10' },
      source: 'https://www.retsinformation.dk/eli/lta/2017/955',
      checked: '2026-11-27',
    },
    lateInterest: {
      value: {
        reference: 'Nationalbankens udlånsrente',
        marginPoints: 8,
        setBy: 'Nationalbanken (the reference rate on 1 January and 1 July)',
        law: 'renteloven § 5',
      },
      source: 'https://www.retsinformation.dk/eli/lta/2014/459',
      checked: CHECKED,
    },
    businessCompensation: {
      value: { amount: 310, currency: 'DKK', law: 'renteloven § 9 b, stk. 4' },
      source: 'https://www.retsinformation.dk/eli/lta/2014/459',
      checked: CHECKED,
    },
    vat: VAT.DK,
    reverseCharge: {
      value: { term: 'omvendt betalingspligt', law: 'momsloven § 46, stk. 1, nr. 3' },
      source: 'https://info.skat.dk/data.aspx?oid=2062883',
      checked: '2026-11-27',
    },
    dataProtectionAuthority: {
      value: { name: 'Datatilsynet', url: 'https://www.datatilsynet.dk' },
      source: 'https://www.datatilsynet.dk',
      checked: CHECKED,
    },
    bookkeepingAct: {
      value: { name: 'bogføringsloven' },
      source: 'https://www.retsinformation.dk/eli/lta/2022/700',
      checked: CHECKED,
    },
    bookkeepingRetention: {
      value: { years: 5, law: 'bogføringsloven § 10' },
      source: 'https://www.retsinformation.dk/eli/lta/2022/700',
      checked: '2026-11-27',
    },
    badDebtVat: {
      value: { law: 'momsloven § 27, stk. 6', monthsAfterDue: null, reminders: null },
      source: 'https://skat.dk/skat.aspx?oid=1978089',
      checked: '2026-11-27',
    },
    interestWithoutDueDate: {
      value: { days: 30, law: 'renteloven § 3, stk. 2' },
      source: 'https://www.retsinformation.dk/eli/lta/2014/459',
      checked: '2026-11-27',
    },
    eInvoice: {
      value: {
        network: 'NemHandel',
        format: 'OIOUBL and Peppol BIS',
        publicSectorRule: 'bekendtgørelse om elektronisk afregning med offentlige myndigheder',
      },
      source: 'https://nemhandel.dk',
      checked: CHECKED,
    },
    exampleErps: {
      value: ['e-conomic', 'Dinero', 'Billy', 'Uniconta'],
      source: 'Our integration list (shared/src/data/integrations.ts)',
      checked: CHECKED,
    },
    chartOfAccounts: {
      value: {
        name: 'e-conomic standardkontoplan',
        revenue: 1010,
        revenueRange: null,
        receivables: 5600,
        vatPayable: 7700,
        bank: 5820,
        cardClearing: 5830,
        reminderFees: 1090,
        payables: 6800,
        deferredRevenue: 6830,
      },
      source: 'https://www.e-conomic.dk/support/artikler/standardkontoplan',
      checked: CHECKED,
      unverified:
        'Account numbers as the views have used them, in the style of e-conomic’s standard chart; every company edits its own chart.',
    },
  },
  NO: {
    country: 'NO',
    currency: 'NOK',
    reminderFee: {
      // Inkassoforskriften § 1-2: a written reminder (purring) sent no earlier than 14 days after
      // the due date may carry one twentieth of the inkassosats, which § 1-1 sets (700 NOK):
      // 35 NOK. § 1-1 only sets the rate; the fee rule is § 1-2 (checked 2026-11-27).
      value: { amount: 35, currency: 'NOK', year: 2026, law: 'inkassoforskriften § 1-2' },
      source: 'https://lovdata.no/dokument/SF/forskrift/1989-07-14-562',
      checked: '2026-11-27',
      unverified:
        'Read in the regulation’s consolidated text (kapittel 1, §§ 1-1 to 1-3: inkassosats 700 NOK, a reminder one twentieth of it); a change for 2026 would show there first.',
    },
    reminderFeeMaxCount: {
      // Inkassoforskriften § 1-3: fees for two reminders, or for one reminder and an inkassovarsel.
      value: 2,
      source: 'https://lovdata.no/dokument/SF/forskrift/1989-07-14-562',
      checked: '2026-11-27',
    },
    reminderEarliestDays: {
      value: 14,
      source: 'https://lovdata.no/dokument/NL/lov/1988-05-13-26',
      checked: CHECKED,
    },
    // Norway ties the fee to the wait after the due date above, not to a gap between reminders.
    reminderFeeIntervalDays: {
      value: null,
      source: 'https://lovdata.no/dokument/SF/forskrift/1989-07-14-562',
      checked: '2026-11-27',
    },
    collectionWarningDays: {
      // Inkassoloven § 9: the inkassovarsel gives at least 14 days.
      value: 14,
      source: 'https://lovdata.no/dokument/NL/lov/1988-05-13-26',
      checked: CHECKED,
    },
    collectionWarning: {
      value: { name: 'inkassovarsel', law: 'inkassoloven § 9' },
      source: 'https://lovdata.no/dokument/NL/lov/1988-05-13-26',
      checked: '2026-11-27',
    },
    lateInterest: {
      value: {
        reference: 'Norges Banks styringsrente',
        marginPoints: 8,
        setBy: 'Finansdepartementet, per half-year (1 January and 1 July)',
        law: 'forsinkelsesrenteloven § 3',
      },
      source:
        'https://www.regjeringen.no/no/tema/okonomi-og-budsjett/finansmarkedene/forsinkelsesrenten/id2350693/',
      checked: CHECKED,
    },
    businessCompensation: null,
    vat: VAT.NO,
    reverseCharge: {
      // Merverdiavgiftsloven § 3-30: a business in Norway that buys a remotely supplied service
      // from abroad calculates Norwegian VAT on it itself ("snudd avregning", also called
      // "omvendt avgiftsplikt"); the seller's invoice carries no VAT.
      value: { term: 'snudd avregning', law: 'merverdiavgiftsloven § 3-30' },
      source: 'https://lovdata.no/dokument/NL/lov/2009-06-19-58',
      checked: '2026-11-27',
    },
    dataProtectionAuthority: {
      value: { name: 'Datatilsynet', url: 'https://www.datatilsynet.no' },
      source: 'https://www.datatilsynet.no',
      checked: CHECKED,
    },
    bookkeepingAct: {
      value: { name: 'bokføringsloven' },
      source: 'https://lovdata.no/dokument/NL/lov/2004-11-19-73',
      checked: CHECKED,
    },
    bookkeepingRetention: {
      value: { years: 5, law: 'bokføringsloven § 13' },
      source: 'https://lovdata.no/dokument/NL/lov/2004-11-19-73',
      checked: '2026-11-27',
    },
    badDebtVat: {
      value: {
        law: 'merverdiavgiftsloven § 4-7 og merverdiavgiftsforskriften § 4-7-1',
        monthsAfterDue: 6,
        reminders: 3,
      },
      source:
        'https://www.skatteetaten.no/rettskilder/type/handboker/merverdiavgiftshandboken/gjeldende/M-4/M-4-7/',
      checked: '2026-11-27',
    },
    interestWithoutDueDate: {
      value: { days: 30, law: 'forsinkelsesrenteloven § 2' },
      source: 'https://lovdata.no/dokument/NL/lov/1976-12-17-100',
      checked: '2026-11-27',
    },
    eInvoice: {
      value: {
        network: 'Peppol',
        format: 'EHF',
        publicSectorRule: 'forskrift om elektronisk faktura i offentlige anskaffelser',
      },
      source: 'https://anskaffelser.no/verktoy/veiledere/ehf-og-peppol',
      checked: CHECKED,
    },
    exampleErps: {
      // Only ERPs our integrations offer in Norway ("Visma" was listed, but it is no integration of ours).
      value: ['Fiken', 'Tripletex', 'PowerOffice Go'],
      source: 'Our integration list (shared/src/data/integrations.ts)',
      checked: CHECKED,
    },
    chartOfAccounts: {
      value: {
        name: 'NS 4102',
        revenue: 3000,
        revenueRange: [3000, 3999],
        receivables: 1500,
        vatPayable: 2700,
        bank: 1920,
        cardClearing: null,
        reminderFees: 8050,
        // NS 4102: 2400 leverandørgjeld; 2970 uopptjent (forskuddsbetalt) inntekt.
        payables: 2400,
        deferredRevenue: 2970,
      },
      source: 'https://www.standard.no/no/Nettbutikk/produktkatalogen/Produktpresentasjon/?ProductID=167346',
      checked: CHECKED,
    },
  },
};

/** The facts of a country. */
export function countryFacts(country: FactCountry): CountryFacts {
  return COUNTRY_FACTS[country];
}

/**
 * The country whose facts a page states: its own where we keep facts for it, otherwise
 * Denmark (the default site and the Swedish, Finnish and German sites), and the page says so.
 */
export function factCountry(country: string | null): FactCountry {
  return country === 'NO' ? 'NO' : 'DK';
}
