import { FormattedMessage } from 'react-intl';
import { SectionHeading } from './SectionHeading';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface Step {
  title: string;
  text: string;
}

export interface StepsProps {
  heading?: string;
  intro?: string;
  steps: Step[];
}

/** How something works, as numbered steps side by side (stacked on phones). */
export function Steps({ heading, intro, steps }: StepsProps) {
  return (
    <section {...blockProps()}>
      <SectionHeading heading={heading} intro={intro} />
      <ol className={classes.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={classes.cardTitle}>
              <span className="bv-visually-hidden">
                <FormattedMessage id="sections.steps.label" values={{ number: index + 1 }} />:{' '}
              </span>
              {step.title}
            </h3>
            <p className={classes.cardText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
