import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import clsx from 'clsx';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import styles from './styles.module.css';

/** Set by plugins/lazyPrism.ts: true in the prerender's bundle, false in the browser's. */
declare const __SERVER_BUNDLE__: boolean;

/**
 * The theme's highlighted code. The prerender renders it in place; the browser loads it (and
 * Prism) only to render a code block itself, after a client-side navigation (plugins/lazyPrism.ts).
 */
const Highlighted: ComponentType<Props> = __SERVER_BUNDLE__
  ? // The constant drops this branch, and Prism with it, from the browser bundle.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./Highlighted') as { default: ComponentType<Props> }).default
  : lazy(() => import(/* webpackChunkName: "prism" */ './Highlighted'));

/**
 * A code block's content, highlighted, in a box that takes no room of its own. Hydrating a
 * prerendered page, the box keeps the server's highlighted markup as it is (React leaves an
 * element's inner HTML alone when hydrating), so a page with code needs no Prism in the browser;
 * a block rendered in the browser shows the plain code until Prism has loaded.
 */
export default function CodeBlockContentWrapper(props: Props) {
  const isBrowser = useIsBrowser();
  // Decided once: mounted while hydrating (useIsBrowser is false until hydration is done).
  const [hydrating] = useState(!isBrowser);
  const { codeBlockRef } = useCodeBlockContext().wordWrap;
  if (__SERVER_BUNDLE__) {
    // No Suspense boundary here: React would stream a large one after the page (hidden, and
    // shown by an inline script) rather than in place.
    return (
      <div className={styles.box}>
        <Highlighted {...props} />
      </div>
    );
  }
  if (hydrating) {
    return (
      <div
        className={styles.box}
        // The word-wrap button measures and styles the prerendered <pre>.
        ref={(box) => {
          codeBlockRef.current = box?.querySelector('pre') ?? null;
        }}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className={styles.box}>
      <Suspense fallback={<PlainCode className={props.className} />}>
        <Highlighted {...props} />
      </Suspense>
    </div>
  );
}

/** The code without colours, while Prism loads. */
function PlainCode({ className }: Props) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const { plain } = usePrismTheme();
  return (
    <pre
      ref={codeBlockRef}
      // Keyboard users can scroll it, as the theme's own code blocks.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, 'thin-scrollbar')}
      style={{ color: plain.color, backgroundColor: plain.backgroundColor, margin: 0 }}
    >
      <code>{metadata.code}</code>
    </pre>
  );
}
