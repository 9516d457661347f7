import type { ReactNode } from 'react';
import classes from './Sections.module.css';

/** A block's optional heading (an H2 in the page's outline), eyebrow and introduction. */
export function SectionHeading({
  eyebrow,
  heading,
  intro,
  id,
}: {
  eyebrow?: string;
  heading?: string;
  intro?: ReactNode;
  id?: string;
}) {
  if (!heading && !intro) return null;
  return (
    <div className={classes.sectionHeading}>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      {heading ? <h2 id={id}>{heading}</h2> : null}
      {intro ? <p className={classes.intro}>{intro}</p> : null}
    </div>
  );
}
