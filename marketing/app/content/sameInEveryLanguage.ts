/**
 * Sentences and front matter values that are the same in English, Danish and Norwegian by
 * nature: names, product names and the like. The translation check (translations.ts) lets
 * exactly these through; add one here only when no translation could differ.
 */
export const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  // The German legal imprint is called this in every language.
  'Impressum',
  // Danish writes "blog" as English does (Norwegian says "blogg").
  'Blog',
];
