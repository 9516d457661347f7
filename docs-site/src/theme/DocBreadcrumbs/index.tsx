import { useLocation } from '@docusaurus/router';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import { docsMarkdownPath } from '@web/shared';
import { DocMarkdownActions } from '../../components/DocMarkdownActions';
import { DOCS_BAR_ID } from '../../components/docsBar';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Puts "Copy as Markdown" and "View as Markdown" on the breadcrumbs' line, at its end: every
 * doc has breadcrumbs, and the page's own text (which the search indexes) stays as it was.
 * The page's address gives its Markdown twin (`docsMarkdownPath`); keyed by it, so a page reached
 * by client-side navigation starts afresh.
 */
export default function DocBreadcrumbsWrapper(props: Props) {
  const { pathname } = useLocation();
  return (
    <div className={styles.bar} id={DOCS_BAR_ID}>
      <DocBreadcrumbs {...props} />
      <DocMarkdownActions key={pathname} href={docsMarkdownPath(pathname)} />
    </div>
  );
}
