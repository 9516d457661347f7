import type { Props } from '@theme/CodeBlock/Content';
import Highlighted from './Highlighted';
import styles from './styles.module.css';

/**
 * A code block's content, highlighted by Prism in the prerender, in a box that takes no room of
 * its own. The docs do not hydrate (scripts/build-steps/staticDocs.ts): Prism runs at build time only,
 * and the site script works the copy and word-wrap buttons on the prerendered `<pre>`.
 */
export default function CodeBlockContentWrapper(props: Props) {
  return (
    <div className={styles.box}>
      <Highlighted {...props} />
    </div>
  );
}
