import type { Comparison } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Amount } from './Amount';
import classes from './Calculator.module.css';
import { SystemName } from './SystemName';
import { useMarket } from './useMarket';

/**
 * The table's figures as one card per system, for phones: a six-column table does not fit
 * 390 px without sideways scrolling. CSS shows either this or the table, never both.
 */
export function CostCards({ comparison }: { comparison: Comparison }) {
  const intl = useIntl();
  const { currency } = useMarket();
  const hours = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <ul
      className={classes.cards}
      aria-label={intl.formatMessage({ id: 'calculator.table.caption' }, { currency })}
    >
      {comparison.costs.map((cost) => {
        const cheapest = comparison.cheapest.some((priced) => priced === cost);
        const cardClass = [
          classes.card,
          cost.system.value === 'billvard' ? classes.oursRow : '',
          cheapest ? classes.cheapestRow : '',
        ].join(' ');
        return (
          <li key={cost.system.value} className={cardClass}>
            <p className={classes.cardTitle}>
              <SystemName cost={cost} cheapest={cheapest} certain={comparison.certain} />
            </p>
            <dl className={classes.cardFigures}>
              <div className={classes.cardTotal}>
                <dt>
                  <FormattedMessage id="calculator.card.monthly" />
                </dt>
                <dd>
                  <Amount value={cost.monthly} known={cost.labour} unit />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="calculator.card.yearly" />
                </dt>
                <dd>
                  <Amount value={cost.yearly} known={12 * cost.labour} unit />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="calculator.card.labour" values={{ hours: hours(cost.hours) }} />
                </dt>
                <dd>
                  <Amount value={cost.labour} unit />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="calculator.card.fee" />
                </dt>
                <dd>
                  <Amount value={cost.fee} unit />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
