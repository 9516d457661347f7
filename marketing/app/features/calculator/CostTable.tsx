import type { Comparison } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Amount } from './Amount';
import classes from './Calculator.module.css';
import { SystemName } from './SystemName';
import { useMarket } from './useMarket';

const COLUMNS = ['system', 'hours', 'labour', 'fee', 'monthly', 'yearly'] as const;

/**
 * Every system's hours and costs in the market's currency (the headings say so; the cells hold figures only, so
 * large amounts fit): the same numbers as the chart, for every reader. Shown from tablet width;
 * phones get the same figures as cards.
 */
export function CostTable({ comparison }: { comparison: Comparison }) {
  const intl = useIntl();
  const { currency } = useMarket();
  const hours = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <div className={classes.tableWrap} tabIndex={0} role="region" aria-labelledby="calculator-table-caption">
      <table className={classes.table}>
        <caption id="calculator-table-caption">
          <FormattedMessage id="calculator.table.caption" values={{ currency }} />
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={`calculator.table.${column}`} values={{ currency }} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.costs.map((cost) => {
            const cheapest = comparison.cheapest.some((priced) => priced === cost);
            const rowClass = [
              cost.system.value === 'billvard' ? classes.oursRow : '',
              cheapest ? classes.cheapestRow : '',
            ].join(' ');
            return (
              <tr key={cost.system.value} className={rowClass.trim() || undefined}>
                <th scope="row">
                  <SystemName cost={cost} cheapest={cheapest} certain={comparison.certain} />
                </th>
                <td>{hours(cost.hours)}</td>
                <td>
                  <Amount value={cost.labour} />
                </td>
                <td>
                  <Amount value={cost.fee} />
                </td>
                <td className={classes.total}>
                  <Amount value={cost.monthly} known={cost.labour} />
                </td>
                <td>
                  <Amount value={cost.yearly} known={12 * cost.labour} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
