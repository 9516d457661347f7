import { SAME_IN_EVERY_LANGUAGE } from './sameInEveryLanguage';

/** A Danish or Norwegian content file as text: its front matter fields and its body. */
export interface PageText {
  file: string;
  /** Front matter fields a reader sees, by name (title, description, header.title, …). */
  fields: Record<string, string>;
  body: string;
}

/** Words a sentence needs before two equal ones count as the same text, not a shared name. */
const MIN_WORDS = 4;

/** Lowercase, markup and outer punctuation gone, spaces collapsed: how two sentences compare. */
export function normalizeSentence(text: string): string {
  return text
    .replace(/[*_#>`~\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s,.;:!?()'"-]+|[\s,.;:!?()'"-]+$/g, '')
    .toLowerCase();
}

function wordCount(sentence: string): number {
  return sentence.split(' ').filter((word) => /\p{L}/u.test(word)).length;
}

/** A Markdown or MDX text with its code, link targets and URLs left out: the words a reader reads. */
export function proseOf(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '\n')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ');
}

/**
 * The sentences of a Markdown or MDX body, normalized: code, link targets and URLs left out;
 * table cells, list items, JSX string props and lines each stand alone.
 */
export function sentencesOf(body: string): string[] {
  return proseOf(body)
    .split(/[\n|"{}[\]]+|(?<=[.!?;:])\s+/)
    .map(normalizeSentence)
    .filter((sentence) => wordCount(sentence) >= MIN_WORDS);
}

/** Fields that must differ from the English even when they are one word. */
const ALWAYS_CHECKED = new Set(['title', 'pageTitle', 'description']);

const ALLOWED = new Set(SAME_IN_EVERY_LANGUAGE.map(normalizeSentence));

/**
 * What a translated page still says in English: each front matter field equal to the English
 * one, and each sentence of four words or more that the English body also has. Strings the
 * same in every language by nature pass through SAME_IN_EVERY_LANGUAGE.
 */
export function englishLeft(english: PageText, translated: PageText): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(translated.fields)) {
    const same = normalizeSentence(value);
    // One word ("Fitness", "SaaS") is often the same word in every language; a title never is.
    const checked = wordCount(same) >= 2 || ALWAYS_CHECKED.has(name);
    if (checked && same === normalizeSentence(english.fields[name] ?? '') && !ALLOWED.has(same))
      problems.push(`${translated.file}: ${name} is the English text ("${value}")`);
  }
  const englishSentences = new Set(sentencesOf(english.body));
  const repeated = new Set(
    sentencesOf(translated.body).filter(
      (sentence) => englishSentences.has(sentence) && !ALLOWED.has(sentence),
    ),
  );
  for (const sentence of repeated)
    problems.push(`${translated.file}: the body repeats the English sentence "${sentence}"`);
  return problems;
}
