import type { Comparison } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import classes from './Calculator.module.css';
import { useMoney } from './useMoney';

/**
 * Monthly cost per system as bars split into labour and fee. Plain HTML and CSS: three bars
 * need no charting library. Hidden from screen readers, who get the same numbers in the table.
 */
export function CostChart({ comparison }: { comparison: Comparison }) {
  const { dkk } = useMoney();
  const largest = Math.max(...comparison.costs.map((cost) => cost.monthly), 1);
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
        <div key={cost.system.value} className={classes.barRow}>
          <div className={classes.barLabel}>
            <FormattedMessage id={cost.system.label} />
            <strong>{dkk(cost.monthly)}</strong>
          </div>
          <div className={classes.track}>
            <span className={classes.barLabour} style={{ width: share(cost.labour) }} />
            <span className={classes.barFee} style={{ width: share(cost.fee) }} />
          </div>
        </div>
      ))}
    </div>
  );
}
