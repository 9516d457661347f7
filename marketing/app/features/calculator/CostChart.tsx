import type { Comparison } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import classes from './Calculator.module.css';
import { systemName } from './systemNames';
import { useMoney } from './useMoney';

/**
 * Monthly cost per system as bars split into labour and fee; a price on request shows its
 * labour and says the rest is on request. Plain HTML and CSS. Hidden from screen readers, who
 * get the same numbers in the table.
 */
export function CostChart({ comparison }: { comparison: Comparison }) {
  const intl = useIntl();
  const { money } = useMoney();
  const largest = Math.max(...comparison.costs.map((cost) => cost.monthly ?? cost.labour), 1);
  const share = (value: number) => `${((value / largest) * 100).toFixed(2)}%`;
  return (
    <div className={classes.chart} aria-hidden="true">
      <ul className={classes.legend}>
        <li>
          <span className={classes.swatchLabour} />
          <FormattedMessage id="calculator.chart.labour" />
        </li>
        <li>
          <span className={classes.swatchFee} />
          <FormattedMessage id="calculator.chart.fee" />
        </li>
      </ul>
      {comparison.costs.map((cost) => (
        <div
          key={cost.system.value}
          className={
            cost.system.value === 'billvard' ? `${classes.barRow} ${classes.barOurs}` : classes.barRow
          }
        >
          <div className={classes.barLabel}>
            <span>{systemName(intl, cost)}</span>
            <strong>
              {cost.monthly === null ? (
                <FormattedMessage id="calculator.chart.onRequest" values={{ labour: money(cost.labour) }} />
              ) : (
                money(cost.monthly)
              )}
            </strong>
          </div>
          <div className={classes.track}>
            <span className={classes.barLabour} style={{ width: share(cost.labour) }} />
            {cost.fee === null ? null : (
              <span className={classes.barFee} style={{ width: share(cost.fee) }} />
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
