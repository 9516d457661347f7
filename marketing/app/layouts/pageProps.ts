import type { Integration, TranslatedLanguage } from '@web/shared';
import type { ComponentType } from 'react';
import type { HubColumn } from '../content/compareHub';
import type { PageData } from '../content/pageData';

/** A list page's entry, as the loader gives it. */
export interface ListEntry {
  href: string;
  title: string;
  description: string;
  date?: string;
  /** A post's topic (the blog index groups by it) or a dictionary entry's (the index's filter). */
  topic?: string;
  /** A case's industry (the cases index groups by it). */
  group?: string;
  /** A dictionary entry's term (its letter in the index). */
  term?: string;
}

/** What a content page's loader hands its layout. */
export interface PageProps {
  page: PageData;
  file: string;
  bodyLanguage: string;
  /** The languages the page has its own text in: its hreflang alternates. */
  languages: TranslatedLanguage[];
  list: ListEntry[];
  /** On an integration page, its entry from the integration data (only that page carries it). */
  integration: Integration | null;
  /** On the comparison hub, its columns, quoted from the comparison pages. */
  compareHub?: HubColumn[];
}

/** Parts drawn by code before or after a page's text. */
export interface PageWidgets {
  before?: ComponentType<PageProps>;
  after?: ComponentType<PageProps>;
}

/** Tells a content page's loader data from other routes' data, without a cast. */
export function isPageProps(data: unknown): data is PageProps {
  return typeof data === 'object' && data !== null && 'page' in data && 'file' in data;
}
