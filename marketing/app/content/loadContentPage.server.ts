import { contentLanguage, integrationBySlug, PATHS, resolveLocale, splitLocalePath } from '@web/shared';
import { data } from 'react-router';
import type { PageProps } from '../layouts/pageProps';
import { loadBody } from './bodies';
import { entriesBelow, findEntry, languagesOf } from './catalog.server';
import { loadCompareHub } from './compareHub.server';
import { derivePage } from './pageData';

/**
 * Build time (route loaders): a content page's layout data and, for a list page, its entries.
 * Every route that renders a content file loads through here, whichever module draws it.
 */
export async function loadContentPage(request: Request, localeParam: string | undefined): Promise<PageProps> {
  const locale = resolveLocale(localeParam);
  if (locale === null) throw data(null, { status: 404 });
  const { path } = splitLocalePath(new URL(request.url).pathname);
  const language = contentLanguage(locale);
  const entry = findEntry(path, language);
  if (!entry) throw data(null, { status: 404 });
  await loadBody(entry.file);
  const list = entriesBelow(path, language).map(({ path: href, frontMatter }) => ({
    href,
    title: frontMatter.title,
    description: frontMatter.description,
    date: frontMatter.date,
    ...(frontMatter.topic ? { topic: frontMatter.topic } : {}),
    ...(frontMatter.industry ? { group: frontMatter.industry } : {}),
    ...(frontMatter.term ? { term: frontMatter.term } : {}),
  }));
  const page = derivePage(path, entry.frontMatter, entry.toc);
  const integration = page.integration ? (integrationBySlug(page.integration) ?? null) : null;
  if (page.integration && !integration) {
    throw new Error(
      `content/${entry.file}: no integration "${page.integration}" in shared/src/data/integrations.ts`,
    );
  }
  return {
    page,
    file: entry.file,
    bodyLanguage: entry.language,
    languages: languagesOf(path),
    list,
    integration,
    // The comparison hub quotes the comparison pages' tables (content/compareHub.ts).
    ...(path === PATHS.compare ? { compareHub: loadCompareHub(entry.language) } : {}),
  };
}
