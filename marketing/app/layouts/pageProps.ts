import type { Integration, TranslatedLanguage } from '@web/shared';
import type { ComponentType } from 'react';
import type { PageData } from '../content/pageData';

/** A list page's entry, as the loader gives it. */
export interface ListEntry {
  href: string;
  title: string;
  description: string;
  date?: string;
  /** A dictionary entry's term (its letter in the index) and topic (the index's filter). */
  term?: string;
  topic?: string;
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
