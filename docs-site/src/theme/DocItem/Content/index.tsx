import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import { SEARCH_INDEX } from '@web/shared';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Adds a visible beta badge to pages whose front matter says `beta: true`, and marks the page's
 * text (not the menus, breadcrumbs or contents list around it) for the site search.
 */
export default function ContentWrapper(props: Props) {
  const { frontMatter } = useDoc();
  const beta = (frontMatter as { beta?: boolean }).beta === true;
  return (
    <div {...SEARCH_INDEX.body}>
      {beta ? (
        <p className={styles.beta}>
          <span className={styles.badge}>
            <Translate id="docs.beta.badge">Beta</Translate>
          </span>
          <Translate id="docs.beta.text">
            This feature is in beta: it works, and it may still change.
          </Translate>
        </p>
      ) : null}
      <Content {...props} />
    </div>
  );
}
