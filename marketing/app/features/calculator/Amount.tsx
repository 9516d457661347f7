import { FormattedMessage } from 'react-intl';
import classes from './Calculator.module.css';
import { useMoney } from './useMoney';

/**
 * An amount in DKK (the figure alone where a heading names the currency), the local
 * approximation below it on NOK, SEK or EUR sites; for a price on request, the known part
 * and "+ plan price on request".
 */
export function Amount({
  value,
  known,
  unit = false,
}: {
  value: number | null;
  known?: number;
  unit?: boolean;
}) {
  const { figure, money, local } = useMoney();
  const format = unit ? money : figure;
  if (value === null) {
    return known === undefined ? (
      <span className={classes.onRequest}>
        <FormattedMessage id="calculator.onRequest" />
      </span>
    ) : (
      <>
        {format(known)}
        <span className={classes.subAmount}>
          <FormattedMessage id="calculator.plusPlan" />
        </span>
      </>
    );
  }
  // Nothing to convert in a zero.
  const approximate = value === 0 ? null : local(value);
  return (
    <>
      {format(value)}
      {approximate ? <span className={classes.subAmount}>{approximate}</span> : null}
    </>
  );
}
