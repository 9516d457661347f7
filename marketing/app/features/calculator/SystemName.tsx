import type { SystemCost } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import classes from './Calculator.module.css';
import { systemNote } from './systemNames';

/** A system's name with its plan or rate note, and its tags: ours, and the cheapest. */
export function SystemName({ cost, cheapest }: { cost: SystemCost; cheapest: boolean }) {
  const intl = useIntl();
  const note = systemNote(intl, cost);
  return (
    <>
      <span className={classes.systemName}>
        <FormattedMessage id={cost.system.label} />
      </span>
      {note ? <span className={classes.systemNote}>{note}</span> : null}
      {cheapest || cost.system.value === 'billvard' ? (
        <span className={classes.tags}>
          {cost.system.value === 'billvard' ? (
            <span className={classes.oursTag}>
              <FormattedMessage id="calculator.ours" />
            </span>
          ) : null}
          {cheapest ? (
            <span className={classes.cheapestBadge}>
              <FormattedMessage id="calculator.cheapest" />
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
