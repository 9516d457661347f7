import { SUPPORT_HOURS } from '@web/shared';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { figureValue, type StatedFigure } from './figures';

/**
 * One figure the company states, as a term and its value: the numbers band and the hero card
 * both list them, so a stated figure reads the same wherever it appears.
 */
export function StatedFigureEntry({ figure, className }: { figure: StatedFigure; className?: string }) {
  const value = figureValue(figure);
  return (
    <div className={className}>
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
}
