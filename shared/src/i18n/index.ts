import { BRAND_NAME } from '../brand';
import type { TranslatedLanguage } from '../locale/locales';
import da from './da.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { type Messages, withBrand } from './english';
import nb from './nb.json' with { type: 'json' };

export { englishMessagesWithBrand, type Messages } from './english';
export { cachedFormatter } from './formatterCache';
export { GLOSSARY, glossaryViolations, type GlossaryTerm, type GlossaryViolation } from './glossary';

/** The English messages: every key the site uses has its text here. */
export const englishMessages: Messages = en;

/** Each translated language's own file; a key missing there falls back to English. */
export const MESSAGE_FILES: Record<TranslatedLanguage, Messages> = { en, da, nb };

/**
 * The messages for a language: its own texts over English ones, with the product name filled
 * in. Languages without a file (sv, fi, de, anything unknown) get English.
 */
export function messagesFor(language: string): Messages {
  const own = Object.hasOwn(MESSAGE_FILES, language) ? MESSAGE_FILES[language as TranslatedLanguage] : {};
  return withBrand({ ...englishMessages, ...own });
}

/** Formats a message by id, filling `{name}` placeholders; unknown ids show the id itself. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * A small formatter for plain messages (no plurals or selects), for code that does not run
 * react-intl: the docs and build scripts. The brand is always available as `{brand}`.
 */
export function createTranslator(messages: Messages): Translate {
  return (id, values = {}) => {
    const text = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (text === undefined) return id;
    const all: Record<string, string | number> = { brand: BRAND_NAME, ...values };
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(all, name) ? String(all[name]) : whole,
    );
  };
}
