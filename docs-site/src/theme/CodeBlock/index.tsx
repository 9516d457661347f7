import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { Children, isValidElement, type ReactNode } from 'react';

/**
 * The classic theme's CodeBlock (ejected), without its remount after hydration: the theme
 * re-renders every code block once the page has hydrated, to apply the Prism theme of the colour
 * mode the prerender could not know. Docs pages never hydrate (the build takes Docusaurus's
 * client out), so that remount could never run: the prerendered block is final.
 */
export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

/** The theme's: plain-string children become one string (so the copy button can copy them). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  return Array.isArray(children) ? children.join('') : children;
}
