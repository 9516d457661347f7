import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
import Content from '@theme/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Layout';
import Title from '@theme/CodeBlock/Title';
import { SEARCH_INDEX } from '@web/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { codeLanguageLabel } from '../../../components/codeLanguage';
import styles from './styles.module.css';

/**
 * The classic theme's code block layout (ejected), with the block's language named in text
 * (src/components/codeLanguage.ts; a block without a language shows none):
 * - a fence with `title="…"` gets a title bar: the title on the left; on the right the copy and
 *   word-wrap buttons, always shown, and the language label. No button covers the code;
 * - any other block keeps the theme's buttons in its top-right corner (shown on hover or focus)
 *   and the language as a small tag beside them, above the first line of code.
 * The buttons and the label are in the prerendered page (the site script works the buttons; see
 * CodeBlock/Buttons). The label is kept out of the search index.
 */
export default function CodeBlockLayout({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const label = codeLanguageLabel(metadata.language);
  const languageLabel = (extra?: string) =>
    label === undefined ? null : (
      <span className={clsx(styles.language, extra)} {...SEARCH_INDEX.ignore}>
        {label}
      </span>
    );
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      {metadata.title ? (
        <div className={styles.titleBar}>
          <span className={styles.title}>
            <Title>{metadata.title}</Title>
          </span>
          <div className={styles.barTools}>
            <Buttons className={styles.buttons} />
            {languageLabel()}
          </div>
        </div>
      ) : null}
      <div className={clsx(styles.content, !metadata.title && label !== undefined && styles.tagged)}>
        <Content />
        {metadata.title ? null : (
          <div className={styles.cornerTools}>
            <Buttons className={styles.buttons} />
            {languageLabel(styles.tag)}
          </div>
        )}
      </div>
    </Container>
  );
}
