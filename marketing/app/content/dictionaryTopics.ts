/**
 * The topics of the dictionary, in the order its filter shows them: recurring-revenue metrics,
 * billing mechanics, payment rails, e-invoicing, VAT and bookkeeping. Every entry names one in its
 * front matter (`topic:`), and the schema refuses any other.
 */
export const DICTIONARY_TOPICS = [
  'metrics',
  'billing',
  'payments',
  'e-invoicing',
  'vat',
  'bookkeeping',
] as const;
export type DictionaryTopic = (typeof DICTIONARY_TOPICS)[number];
