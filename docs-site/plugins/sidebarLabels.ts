/**
 * The sidebar's category labels in Danish and Norwegian. The translators write a translated
 * `_category_.json` beside each translated page (i18n/{locale}/docusaurus-plugin-content-docs/
 * current/x/_category_.json), as the pages sit; Docusaurus, though, reads the sidebar's labels
 * from the English `_category_.json` files and translates them through `current.json`
 * ("sidebar.docs.category.{English label}", or the category's `key` where it has one). `npm run build` writes that file from the
 * translated ones before Docusaurus runs, so the labels have one source: the translators' files.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCS_LOCALES } from '@web/shared';

type Translations = Record<string, { message: string; description: string }>;

interface Category {
  label?: string;
  /** Docusaurus's translation key where two categories share a label (Reporting, twice). */
  key?: string;
}

const category = (file: string): Category =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Category) : {};

/** `current.json` for one locale: each English category label with the translated folder's label. */
export function sidebarLabelTranslations(docsFolder: string, translatedFolder: string): Translations {
  const translations: Translations = {};
  const categories = readdirSync(docsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === '_category_.json')
    .map((entry) => relative(docsFolder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  for (const file of categories) {
    const { label: english, key: own } = category(join(docsFolder, file));
    const translated = category(join(translatedFolder, file)).label;
    if (!english || !translated) continue;
    const key = `sidebar.docs.category.${own ?? english}`;
    const known = translations[key];
    // Two folders with one English label share one key: their translations must agree.
    if (known && known.message !== translated) {
      throw new Error(`${file}: "${english}" is translated both "${known.message}" and "${translated}"`);
    }
    translations[key] = {
      message: translated,
      description: `The label for category ${english} in sidebar docs`,
    };
  }
  return translations;
}

/** Writes each docs locale's `current.json` from its translated `_category_.json` files. */
export function writeSidebarLabels(siteFolder: string): void {
  for (const locale of DOCS_LOCALES) {
    const folder = join(siteFolder, 'i18n', locale, 'docusaurus-plugin-content-docs');
    const translated = join(folder, 'current');
    if (!existsSync(translated)) continue;
    const labels = sidebarLabelTranslations(join(siteFolder, 'docs'), translated);
    writeFileSync(join(folder, 'current.json'), `${JSON.stringify(labels, null, 2)}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeSidebarLabels(process.cwd());
