import type { Props } from '@theme/TOCCollapsible';
import TOCItems from '@theme/TOCItems';
import { SEARCH_INDEX } from '@web/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { translate } from '../../components/translate';
import styles from './styles.module.css';

/**
 * The small-screen "On this page" list (replaces the theme's, whose button needs React and
 * whose list is missing from the prerendered page): a `<details>`, closed until opened.
 */
export default function TOCCollapsible({
  toc,
  className,
  minHeadingLevel,
  maxHeadingLevel,
}: Props): ReactNode {
  return (
    <details className={clsx(styles.toc, className)} {...SEARCH_INDEX.ignore}>
      <summary className={styles.summary}>{translate('docs.toc.title')}</summary>
      <div className={styles.content}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </div>
    </details>
  );
}
