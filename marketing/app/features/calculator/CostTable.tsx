import type { Comparison } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import classes from './Calculator.module.css';
import { useMoney } from './useMoney';

/** An amount in DKK, with the local approximation below it (NOK, SEK or EUR sites). */
function Amount({ value }: { value: number }) {
  const { dkk, local } = useMoney();
  const approximate = local(value);
  return (
    <>
      {dkk(value)}
      {approximate ? <span className={classes.eur}>{approximate}</span> : null}
    </>
  );
}

/** Every system's hours and costs; the same numbers as the chart, for every reader. */
export function CostTable({ comparison }: { comparison: Comparison }) {
  const intl = useIntl();
  const hours = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <div className={classes.tableWrap} tabIndex={0} role="region" aria-labelledby="calculator-table-caption">
      <table className={classes.table}>
        <caption id="calculator-table-caption">
          <FormattedMessage id="calculator.table.caption" />
        </caption>
        <thead>
          <tr>
            {['system', 'hours', 'labour', 'fee', 'monthly', 'yearly'].map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={`calculator.table.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.costs.map((cost) => {
            const cheapest = cost === comparison.cheapest;
            return (
              <tr key={cost.system.value} className={cheapest ? classes.cheapestRow : undefined}>
                <th scope="row">
                  <FormattedMessage id={cost.system.label} />
                  {cheapest ? (
                    <span className={classes.cheapestBadge}>
                      <FormattedMessage id="calculator.cheapest" />
                    </span>
                  ) : null}
                </th>
                <td>{hours(cost.hours)}</td>
                <td>
                  <Amount value={cost.labour} />
                </td>
                <td>
                  <Amount value={cost.fee} />
                </td>
                <td className={classes.total}>
                  <Amount value={cost.monthly} />
                </td>
                <td>
                  <Amount value={cost.yearly} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
