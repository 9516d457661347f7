import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/TOC';
import TOCItems from '@theme/TOCItems';
import { MARKERS, SEARCH_INDEX } from '@web/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * The desktop table of contents (the theme's, ejected): marked for the site script, which
 * highlights the section being read (`aria-current`) as it does on the marketing pages; the
 * theme's highlighter needed React.
 */
export default function TOC({ className, ...props }: Props): ReactNode {
  return (
    <div
      className={clsx(
        styles.tableOfContents,
        'thin-scrollbar',
        ThemeClassNames.docs.docTocDesktop,
        className,
      )}
      {...{ [MARKERS.toc]: '' }}
      {...SEARCH_INDEX.ignore}
    >
      <TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" />
    </div>
  );
}
