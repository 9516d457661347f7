import { describe, expect, it } from 'vitest';
import { COUNTRY_FACTS, FACT_COUNTRIES, VAT } from './countryFacts';
import { EXAMPLE_COUNTRIES, EXAMPLES, exampleCountry, type ExampleCountry } from './examples';
import { offeredIn } from './integrationList';
import { INTEGRATIONS } from './integrations';

const CURRENCY: Record<ExampleCountry, string> = { DK: 'DKK', NO: 'NOK', SE: 'SEK', FI: 'EUR', DE: 'EUR' };
const LEGAL_FORM: Record<ExampleCountry, RegExp> = {
  DK: / (ApS|A\/S)$/,
  NO: / (AS|ASA)$/,
  SE: / AB$/,
  FI: / Oy$/,
  DE: / GmbH$/,
};
const REGISTER: Record<ExampleCountry, [string, RegExp]> = {
  DK: ['CVR-nummer', /^\d{8}$/],
  NO: ['organisasjonsnummer', /^\d{3} \d{3} \d{3}$/],
  SE: ['organisationsnummer', /^\d{6}-\d{4}$/],
  FI: ['Y-tunnus', /^\d{7}-\d$/],
  DE: ['Handelsregister', /^HR[AB] \d+$/],
};

/** ISO 13616: the IBAN moved round and read as a number is 1 modulo 97. */
function ibanIsValid(iban: string): boolean {
  const compact = iban.replace(/ /g, '');
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
}

/** A Norwegian account number: eleven digits, the last a modulus 11 check digit. */
function kontonummerIsValid(number: string): boolean {
  const digits = number.replace(/\./g, '').split('').map(Number);
  if (digits.length !== 11) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === digits[10];
}

describe('the example data per country', () => {
  it.each(EXAMPLE_COUNTRIES)(
    '%s: a company of the country, in its currency, with its register number',
    (country) => {
      const example = EXAMPLES[country];
      expect(example.country).toBe(country);
      expect(example.currency).toBe(CURRENCY[country]);
      expect(example.company.name).toMatch(LEGAL_FORM[country]);
      const [name, format] = REGISTER[country];
      expect(example.company.registerName).toBe(name);
      expect(example.company.registerNumber).toMatch(format);
    },
  );

  it.each(EXAMPLE_COUNTRIES)('%s: books in an ERP the integrations offer in the country', (country) => {
    const erp = INTEGRATIONS.find((integration) => integration.title.en === EXAMPLES[country].erp);
    expect(erp?.category).toBe('erp');
    expect(offeredIn(erp!, country)).toBe(true);
  });

  it.each(FACT_COUNTRIES)(
    '%s: every example ERP the country facts name is an integration offered there',
    (country) => {
      for (const name of COUNTRY_FACTS[country].exampleErps.value) {
        const erp = INTEGRATIONS.find((integration) => integration.title.en === name);
        expect(erp, name).toBeDefined();
        expect(offeredIn(erp!, country)).toBe(true);
      }
    },
  );

  it.each(EXAMPLE_COUNTRIES)('%s: a bank account whose check digits hold', (country) => {
    const { name, number } = EXAMPLES[country].bankAccount;
    expect(name === 'IBAN' ? ibanIsValid(number) : kontonummerIsValid(number)).toBe(true);
    if (name === 'IBAN') expect(number.startsWith(country)).toBe(true);
  });

  it('catches a wrong check digit', () => {
    expect(ibanIsValid('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(kontonummerIsValid('1234.56.78904')).toBe(false);
  });

  it.each(EXAMPLE_COUNTRIES)(
    '%s: every invoice is a net amount plus the country’s VAT, to the cent',
    (country) => {
      const rate = VAT[country].value.ratePercent / 100;
      for (const invoice of EXAMPLES[country].invoices) {
        const net = invoice.amount / (1 + rate);
        expect(Math.round(net * 100) / 100).toBeCloseTo(net, 6);
      }
    },
  );

  it('a Norwegian example never carries a Danish register number', () => {
    expect(JSON.stringify(EXAMPLES.NO)).not.toMatch(/CVR|ApS|DKK/);
  });

  it.each([
    ['NO', 'NO'],
    ['DE', 'DE'],
    [null, 'DK'],
    ['XX', 'DK'],
  ] as const)('a site in %s takes the %s examples', (country, expected) => {
    expect(exampleCountry(country)).toBe(expected);
  });
});
