import { FormattedMessage } from 'react-intl';
import type { StatedFigure } from './figures';
import { SectionHeading } from './SectionHeading';
import { StatedFigureEntry } from './StatedFigureEntry';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

/** A figure the company has not stated: shown, but labelled as example content. */
export interface ExampleFigure {
  value: string;
  label: string;
}

export interface NumbersBandProps {
  heading?: string;
  /** Figures we may state, by name; their values come from the data and the messages. */
  figures: StatedFigure[];
  /** Anything else: always marked "Example figure" on the page. */
  examples?: ExampleFigure[];
}

/** A band of large figures with a line of explanation each. */
export function NumbersBand({ heading, figures, examples = [] }: NumbersBandProps) {
  return (
    <section {...blockProps(classes.numbers)}>
      <SectionHeading heading={heading} />
      <dl className={classes.numberList}>
        {figures.map((figure) => (
          <StatedFigureEntry key={figure} figure={figure} className={classes.number} />
        ))}
        {examples.map((example) => (
          <div key={example.label} className={`${classes.number} ${classes.exampleNumber}`}>
            <dt>
              {example.label}{' '}
              <span className={classes.exampleLabel}>
                <FormattedMessage id="sections.exampleFigure" />
              </span>
            </dt>
            <dd>{example.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
