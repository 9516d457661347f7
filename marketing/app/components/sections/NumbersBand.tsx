import { SUPPORT_HOURS } from '@web/shared';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { figureValue, type StatedFigure } from './figures';
import { SectionHeading } from './SectionHeading';
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
    <section className={`${classes.block} ${classes.numbers}`}>
      <SectionHeading heading={heading} />
      <dl className={classes.numberList}>
        {figures.map((figure) => {
          const value = figureValue(figure);
          return (
            <div key={figure} className={classes.number}>
              <dt>
                <FormattedMessage id={`figures.${figure}.label`} />
              </dt>
              <dd>
                {'count' in value ? (
                  <FormattedNumber value={value.count} />
                ) : (
                  <FormattedMessage
                    id={value.message}
                    values={{ opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes }}
                  />
                )}
              </dd>
            </div>
          );
        })}
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
