import type { MDXComponents } from 'mdx/types';
import { contentBody } from '../../content/bodies';
import { SECTION_BLOCKS } from '../sections';
import { ContentLink } from './ContentLink';
import { CountryBrief } from './CountryBrief';
import { CountryFact } from './CountryFact';
import { PlanInvoiceLimit, PlanPrice, SupportHours } from './PlanFigures';
import { PricingMatrix } from './PricingMatrix';
import classes from './Prose.module.css';

const components: MDXComponents = {
  a: ContentLink,
  // Wide tables and code scroll sideways: keyboard users need to reach them too.
  pre: (props) => <pre tabIndex={0} {...props} />,
  table: (props) => <table tabIndex={0} {...props} />,
  // Figures that content may quote, from the data modules.
  PlanPrice,
  PlanInvoiceLimit,
  CountryFact,
  CountryBrief,
  PricingMatrix,
  SupportHours,
  // Section blocks and drawn product views (documented in components/sections/README.md).
  ...SECTION_BLOCKS,
};

/**
 * The page's text from its content file, rendered in the prose style. `split` sets each section
 * of text as a row at desktop width, its heading on the left and the text on the right, so a
 * page without contents never leaves half of a row empty; blocks keep the full width.
 */
export function ContentBody({ file, split = false }: { file: string; split?: boolean }) {
  const Body = contentBody(file);
  // No Suspense boundary here on purpose: React streams a large boundary as a hidden segment
  // that only a script reveals, and the prerendered text must show without scripts.
  return (
    <div className={split ? `${classes.prose} ${classes.split}` : classes.prose}>
      {/* eslint-disable-next-line react-hooks/static-components -- contentBody returns the same component for a file on every render. */}
      <Body components={components} />
    </div>
  );
}
