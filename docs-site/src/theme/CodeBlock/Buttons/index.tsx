import type { Props } from '@theme/CodeBlock/Buttons';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import { MARKERS } from '@web/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { translate } from '../../../components/translate';
import styles from './styles.module.css';

/**
 * A code block's word-wrap and copy buttons (replaces the theme's, which render in the browser
 * only, by React). Prerendered with the block; the site script does the work (copies the
 * block's code, wraps its lines), so a page without JavaScript hides them (CSS, `scripting`).
 */
export default function CodeBlockButtons({ className }: Props): ReactNode {
  const copy = translate('docs.code.copy');
  const wrap = translate('docs.code.wrap');
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <button
        type="button"
        className="clean-btn"
        aria-label={wrap}
        title={wrap}
        aria-pressed="false"
        {...{ [MARKERS.codeWrap]: '' }}
      >
        <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={clsx('clean-btn', styles.copy)}
        aria-label={copy}
        title={copy}
        data-copied-label={translate('docs.code.copied')}
        {...{ [MARKERS.codeCopy]: '' }}
      >
        <span className={styles.icons} aria-hidden="true">
          <IconCopy className={styles.copyIcon} />
          <IconSuccess className={styles.successIcon} />
        </span>
      </button>
    </div>
  );
}
