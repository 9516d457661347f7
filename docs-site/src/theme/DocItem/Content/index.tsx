import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Adds a visible beta badge to pages whose front matter says `beta: true`. */
export default function ContentWrapper(props: Props) {
  const { frontMatter } = useDoc();
  const beta = (frontMatter as { beta?: boolean }).beta === true;
  return (
    <>
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
    </>
  );
}
