import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { Children, isValidElement, type ReactNode } from 'react';

/**
 * The classic theme's CodeBlock (ejected), without its remount after hydration: the theme
 * re-renders every code block once the page has hydrated, to apply a dark Prism theme the
 * prerender could not know. This site has one colour mode, so the prerendered block is already
 * right, and keeping it lets code blocks hydrate without Prism (CodeBlock/Content).
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
