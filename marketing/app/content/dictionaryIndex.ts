import { DICTIONARY_TOPICS, type DictionaryTopic } from './dictionaryTopics';

/** What the index needs of an entry: its link, its term and its topic. */
export interface IndexEntry {
  href: string;
  title: string;
  description: string;
  term?: string;
  topic?: string;
}

/** One letter of the index and the entries filed under it, in the language's alphabetical order. */
export interface LetterGroup<T extends IndexEntry> {
  letter: string;
  entries: T[];
}

/** The alphabet a language's index shows: Danish and Norwegian end with Æ, Ø and Å. */
export function alphabetOf(language: string): string[] {
  const latin = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return language === 'da' || language === 'nb' ? [...latin, 'Æ', 'Ø', 'Å'] : latin;
}

/** The letter an entry is filed under: the first letter of its term (its title when it has none). */
export function letterOf(entry: IndexEntry, language: string): string {
  const first = (entry.term ?? entry.title).trim().charAt(0).toLocaleUpperCase(language);
  return alphabetOf(language).includes(first) ? first : '#';
}

/**
 * The entries grouped by letter, letters in the language's alphabet order and entries sorted by
 * term with the language's collation (so "Ø" sorts after "Z" in Danish and Norwegian).
 */
export function groupByLetter<T extends IndexEntry>(
  entries: readonly T[],
  language: string,
): LetterGroup<T>[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const byLetter = new Map<string, T[]>();
  for (const entry of entries) {
    const letter = letterOf(entry, language);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  return [...alphabetOf(language), '#']
    .filter((letter) => byLetter.has(letter))
    .map((letter) => ({
      letter,
      entries: (byLetter.get(letter) ?? []).sort((a, b) =>
        collator.compare(a.term ?? a.title, b.term ?? b.title),
      ),
    }));
}

/** The id of a letter's heading, the target of the A-Z links ("letter-a", "letter-oe" for Ø). */
export function letterId(letter: string): string {
  const names: Record<string, string> = { Æ: 'ae', Ø: 'oe', Å: 'aa', '#': 'other' };
  return `letter-${names[letter] ?? letter.toLowerCase()}`;
}

/** How many entries each topic has, in the filter's order; topics without entries are left out. */
export function topicCounts(entries: readonly IndexEntry[]): { topic: DictionaryTopic; count: number }[] {
  return DICTIONARY_TOPICS.map((topic) => ({
    topic,
    count: entries.filter((entry) => entry.topic === topic).length,
  })).filter(({ count }) => count > 0);
}
