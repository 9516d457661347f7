/**
 * How a reader's words become the site's words before the index is searched
 * (docs/decisions/2026-11-27-docs-in-danish-and-norwegian.md, "Search"). Pagefind returns the
 * pages that hold every word typed, so a question ("how do I cancel a subscription") would
 * need "how", "do" and "I" on the page, and a word the site never uses ("refund" where the docs
 * say credit note) finds nothing. This file is data and small pure functions: the question
 * words and filler to drop, and the words people type with the site's words for them. Words
 * live here, not in hidden text on the pages: one list to review, and the pages stay as written.
 */
import type { SearchLanguage } from './sites';

/** Openings of questions, longest first, dropped from the start of a query. */
export const QUESTION_OPENINGS: Record<SearchLanguage, readonly string[]> = {
  en: [
    'how much does it',
    'how much is it',
    'how do i',
    'how do you',
    'how can i',
    'how to',
    'how much',
    'what is',
    'what are',
    'where do i',
    'where is',
    'where can i',
    'can i',
    'why',
    'how',
  ],
  da: [
    'hvordan gør jeg',
    'hvordan kan jeg',
    'hvor kan jeg',
    'hvad koster',
    'hvad er',
    'kan jeg',
    'hvordan',
    'hvor',
  ],
  nb: ['hvordan kan jeg', 'hvor kan jeg', 'hva koster', 'hva er', 'kan jeg', 'hvordan', 'korleis', 'hvor'],
};

/** Small words that carry nothing a page could be found by: every page has them. */
export const FILLER_WORDS: Record<SearchLanguage, readonly string[]> = {
  en: [
    'a',
    'an',
    'the',
    'i',
    'my',
    'do',
    'does',
    'to',
    'of',
    'for',
    'from',
    'in',
    'on',
    'it',
    'is',
    'with',
    'and',
  ],
  da: [
    'jeg',
    'et',
    'en',
    'min',
    'mit',
    'mine',
    'til',
    'af',
    'i',
    'på',
    'og',
    'det',
    'den',
    'med',
    'fra',
    'for',
  ],
  nb: [
    'jeg',
    'et',
    'en',
    'ei',
    'min',
    'mitt',
    'mine',
    'til',
    'av',
    'i',
    'på',
    'og',
    'det',
    'den',
    'med',
    'fra',
    'for',
  ],
};

/** Words readers type, and the words the site uses for the same thing. */
export interface Synonym {
  /** What readers type (whole words or phrases, lower case). */
  typed: readonly string[];
  /** The site's word or phrase, searched in their place. */
  site: string;
}

export const SYNONYMS: Record<SearchLanguage, readonly Synonym[]> = {
  en: [
    { typed: ['refund', 'refunds', 'refunded', 'reimburse', 'money back'], site: 'credit note' },
    { typed: ['alternative', 'alternatives', 'vs', 'versus', 'competitor'], site: 'compared' },
    { typed: ['cost', 'costs', 'price', 'prices', 'fee', 'fees'], site: 'pricing' },
    { typed: ['rate limit', 'rate limits', 'rate limited', 'throttling', 'too many requests'], site: '429' },
    { typed: ['econmic', 'economic', 'e-conomics', 'economics'], site: 'e-conomic' },
    { typed: ['deferred income', 'unearned revenue'], site: 'deferred revenue' },
    { typed: ['terminate', 'unsubscribe'], site: 'cancel' },
  ],
  da: [
    {
      typed: ['tilbagebetaling', 'tilbagebetale', 'refusion', 'refundering', 'refundere'],
      site: 'kreditnota',
    },
    { typed: ['alternativ', 'alternativer', 'vs', 'konkurrent'], site: 'sammenlignet' },
    {
      typed: ['periodisering', 'periodiseret', 'periodisere', 'periodiseringer'],
      site: 'forudbetalt omsætning',
    },
    { typed: ['opsige', 'opsiger', 'afmelde', 'annullere', 'stoppe'], site: 'opsigelse' },
    { typed: ['rykker gebyr', 'rykkergebyrer'], site: 'rykkergebyr' },
    { typed: ['abonement', 'abbonement', 'abonnoment'], site: 'abonnement' },
    { typed: ['econmic', 'economic'], site: 'e-conomic' },
    { typed: ['api nøgle'], site: 'api-nøgle' },
  ],
  nb: [
    { typed: ['tilbakebetaling', 'tilbakebetale', 'refusjon', 'refundere'], site: 'kreditnota' },
    { typed: ['alternativ', 'alternativer', 'vs', 'konkurrent'], site: 'sammenlignet' },
    { typed: ['periodisering', 'periodisert', 'periodisere'], site: 'forskuddsbetalt inntekt' },
    { typed: ['avslutte', 'avslutt', 'si opp', 'kansellere', 'stoppe'], site: 'oppsigelse' },
    { typed: ['purring gebyr', 'purregebyrer', 'purringsgebyr'], site: 'purregebyr' },
    { typed: ['abonement', 'abbonement', 'abonnoment'], site: 'abonnement' },
    { typed: ['api nøkkel'], site: 'api-nøkkel' },
  ],
};

/** One search to run for a query, and how much its results count against the query's own. */
export interface QueryVariant {
  text: string;
  weight: number;
}

/** How much a result found through a synonym counts against one found by the reader's own words. */
export const SYNONYM_WEIGHT = 0.95;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** The query without a question's opening and without filler; the query itself if nothing would be left. */
export function coreWords(query: string, language: SearchLanguage): string {
  let text = words(query)
    .map((word) => word.replace(/[?!.,;:]+$/, ''))
    .join(' ');
  const opening = QUESTION_OPENINGS[language].find(
    (phrase) => text === phrase || text.startsWith(`${phrase} `),
  );
  if (opening) text = text.slice(opening.length).trim();
  const filler = new Set(FILLER_WORDS[language]);
  const kept = words(text).filter((word) => !filler.has(word));
  return kept.length > 0 ? kept.join(' ') : words(query).join(' ');
}

/** Replaces a whole word or phrase in a space-separated text, once. */
function replacePhrase(text: string, phrase: string, by: string): string | null {
  const padded = ` ${text} `;
  const at = padded.indexOf(` ${phrase} `);
  if (at === -1) return null;
  return `${padded.slice(0, at)} ${by} ${padded.slice(at + phrase.length + 2)}`.trim().replace(/\s+/g, ' ');
}

/**
 * The searches a query becomes: its core words first, then the core with each synonym the
 * reader typed replaced by the site's word (each at `SYNONYM_WEIGHT`).
 */
export function queryVariants(query: string, language: SearchLanguage): QueryVariant[] {
  const core = coreWords(query, language);
  const variants: QueryVariant[] = [{ text: core, weight: 1 }];
  for (const { typed, site } of SYNONYMS[language]) {
    for (const phrase of typed) {
      const replaced = replacePhrase(core, phrase, site);
      if (replaced && !variants.some((variant) => variant.text === replaced)) {
        variants.push({ text: replaced, weight: SYNONYM_WEIGHT });
        break;
      }
    }
  }
  return variants;
}

/** How much a result found with one of the reader's words left out counts. */
export const RELAXED_WEIGHT = 0.6;

/**
 * The searches to try when the query's own found too little: its core with one word left out
 * at a time ("sso setup" finds the SSO page, which never says "setup"), each synonym applied too.
 */
export function relaxedVariants(query: string, language: SearchLanguage): QueryVariant[] {
  const core = words(coreWords(query, language));
  if (core.length < 2) return [];
  const variants: QueryVariant[] = [];
  for (let left = 0; left < core.length; left++) {
    const shorter = core.filter((_, index) => index !== left).join(' ');
    for (const variant of queryVariants(shorter, language)) {
      if (!variants.some((known) => known.text === variant.text))
        variants.push({ text: variant.text, weight: variant.weight * RELAXED_WEIGHT });
    }
  }
  return variants;
}
