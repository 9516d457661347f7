import { contentLanguage, resolveLocale, splitLocalePath } from '@web/shared';
import { data } from 'react-router';
import { entriesBelow, findEntry } from '../content/catalog.server';
import { loadBody } from '../content/bodies';
import { derivePage } from '../content/pageData';
import { PageLayout } from '../layouts/PageLayout';
import { localeFromMatches, pageMeta } from '../seo';
import type { Route } from './+types/content-page';

/** Runs at build time: the page's layout data, and the entries of a list page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = resolveLocale(params.locale);
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
  }));
  return {
    page: derivePage(path, entry.frontMatter, entry.toc),
    file: entry.file,
    bodyLanguage: entry.language,
    list,
  };
}

/** Client-side navigation: fetch the page's data and its text before showing it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const pageData = await serverLoader();
  await loadBody(pageData.file);
  return pageData;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = localeFromMatches(matches);
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({ title: page.pageTitle, description: page.description, path: page.path, locale });
}

/** Any page written as a content file, in the layout its path and front matter call for. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageLayout {...loaderData} />;
}
