import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import type { Props } from '@theme/NotFound/Content';
import { DOCS_PATHS, localizeHref, SEARCH_DIALOG_ID } from '@web/shared';
import { MagnifierIcon } from '@web/shared/header';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { docsSiteLocale, translate } from '../../../components/translate';
import styles from './styles.module.css';

/** The docs pages readers use most, each with a line on what it covers (texts in en.json). */
const POPULAR = [
  {
    path: DOCS_PATHS.home,
    title: 'docsNotFound.link.home',
    description: 'docsNotFound.link.home.description',
  },
  {
    path: DOCS_PATHS.subscriptions,
    title: 'docsNotFound.link.subscriptions',
    description: 'docsNotFound.link.subscriptions.description',
  },
  {
    path: DOCS_PATHS.invoices,
    title: 'docsNotFound.link.invoices',
    description: 'docsNotFound.link.invoices.description',
  },
  {
    path: DOCS_PATHS.erpSync,
    title: 'docsNotFound.link.erpSync',
    description: 'docsNotFound.link.erpSync.description',
  },
  {
    path: DOCS_PATHS.importData,
    title: 'docsNotFound.link.importData',
    description: 'docsNotFound.link.importData.description',
  },
  {
    path: DOCS_PATHS.apiGuide,
    title: 'docsNotFound.link.apiGuide',
    description: 'docsNotFound.link.apiGuide.description',
  },
] as const;

/**
 * The docs' not-found page (replaces the classic theme's), inside the docs' own header and
 * footer: every unknown /docs/* address shows it with status 404 (netlify.toml). The docs route
 * renders only this part for an address it does not know, so the page's title ("Page not
 * found | Docs") and its `noindex` are set here. The search button opens the header's search
 * dialog by invoker command, as the header's own button does: no script of its own.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx(styles.page, className)}>
      <PageMetadata title={translate('docsNotFound.pageTitle')}>
        <meta name="robots" content="noindex" />
      </PageMetadata>
      <p className={styles.eyebrow}>{translate('docsNotFound.eyebrow')}</p>
      <h1 className={styles.title}>{translate('docsNotFound.title')}</h1>
      <p className={styles.lead}>{translate('docsNotFound.description')}</p>
      <button
        type="button"
        className={styles.search}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={SEARCH_DIALOG_ID}
      >
        <MagnifierIcon />
        <span className={styles.searchLabel}>{translate('docsNotFound.search')}</span>
        <kbd className={styles.searchKey} aria-hidden="true">
          /
        </kbd>
      </button>
      <section className={styles.popular} aria-labelledby="docs-not-found-popular">
        <h2 id="docs-not-found-popular" className={styles.popularTitle}>
          {translate('docsNotFound.popular')}
        </h2>
        <ul className={styles.links}>
          {POPULAR.map(({ path, title, description }) => (
            <li key={path} className={styles.card}>
              {/* The link's name is the page's title; the whole card answers a click. */}
              {/* In the Danish or Norwegian docs, the same page in them. */}
              <Link className={styles.link} to={localizeHref(path, docsSiteLocale)}>
                {translate(title)}
              </Link>
              <p className={styles.description}>{translate(description)}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
