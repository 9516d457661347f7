import type { SystemCost } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import classes from './Calculator.module.css';
import { systemNote } from './systemNames';

interface SystemNameProps {
  cost: SystemCost;
  cheapest: boolean;
  /** False while a price on request could undercut it: the tag then says "lowest published price". */
  certain: boolean;
}

/** A system's name with its plan or rate note, and its tags: ours, and the cheapest. */
export function SystemName({ cost, cheapest, certain }: SystemNameProps) {
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
              <FormattedMessage id={certain ? 'calculator.cheapest' : 'calculator.cheapest.priced'} />
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
