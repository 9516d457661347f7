import { BRAND_NAME } from '../brand.ts';
import en from './en.json' with { type: 'json' };

/** Message ids and texts of one language. */
export type Messages = Record<string, string>;

/** Fills the product name into every message of a set. */
export function withBrand(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, text.split('{brand}').join(BRAND_NAME)]),
  );
}

/**
 * English only, with the brand filled in: for pages that render without a locale's data (the
 * not-found page), so a browser bundle never carries the other languages' files.
 */
export function englishMessagesWithBrand(): Messages {
  return withBrand(en);
}
