/**
 * GS1 Global Location Numbers (the Danish "EAN-nummer" a public buyer receives e-invoices on):
 * thirteen digits, the last a check digit (GS1 General Specifications, 7.9.1: weights 3 and 1
 * from the right, the check digit brings the sum to a multiple of ten).
 */

/** The check digit of a GLN's first twelve digits. */
export function glnCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`gln: "${first12}" is not twelve digits`);
  const sum = [...first12]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether a number is a GLN whose check digit holds. */
export function isValidGln(value: string): boolean {
  return /^\d{13}$/.test(value) && glnCheckDigit(value.slice(0, 12)) === Number(value[12]);
}
