import MDXComponents from '@theme-original/MDXComponents';

/** Our docs' two components of their own (figures, section cards) draw nothing on the stock peer. */
function Omitted() {
  return null;
}

export default { ...MDXComponents, AppFigure: Omitted, DocCards: Omitted };
