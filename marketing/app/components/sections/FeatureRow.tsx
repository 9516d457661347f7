import type { ReactNode } from 'react';
import { ProductView } from '../views/ProductViews';
import type { ViewName } from '../views/names';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface FeatureRowProps {
  heading: string;
  eyebrow?: string;
  /** The drawn product view beside the text. */
  view: ViewName;
  /** Puts the view on the left at desktop width; alternate rows flip. */
  flip?: boolean;
  /** The row's text, written in Markdown between the tags. */
  children: ReactNode;
}

/** Text beside a drawn product view; rows alternate sides with `flip`. On phones the view follows the text. */
export function FeatureRow({ heading, eyebrow, view, flip = false, children }: FeatureRowProps) {
  return (
    <section {...blockProps(classes.featureRow, flip && classes.flip)}>
      <div className={classes.featureText}>
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <h2>{heading}</h2>
        {children}
      </div>
      <div className={classes.featureVisual}>
        <ProductView name={view} />
      </div>
    </section>
  );
}
