import type { TranslatedLanguage } from '@web/shared';
// Build time only: the comparison files as written (the hub quotes their tables, see compareHub.ts).
import raw from 'virtual:comparison-files';
import { readComparisonFile } from './comparisonFile';
import { HUB_RIVALS, hubColumn, type HubColumn } from './compareHub';

function fileText(name: string): string {
  const text = raw[name];
  if (text === undefined) throw new Error(`compare hub: no content/compare/${name}`);
  return text;
}

/** The hub's columns in a language: one per rival, quoted from its comparison file. */
export function loadCompareHub(language: TranslatedLanguage): HubColumn[] {
  return HUB_RIVALS.map((rival) => {
    const englishName = `${rival}.mdx`;
    const name = language === 'en' ? englishName : `${rival}.${language}.mdx`;
    const english = readComparisonFile(fileText(englishName), englishName);
    const file = name === englishName ? english : readComparisonFile(fileText(name), name);
    return hubColumn(rival, file, english, language);
  });
}
