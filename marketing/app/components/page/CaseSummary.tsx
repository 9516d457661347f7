import {
  BRAND_NAME,
  calculatorQuery,
  contentLanguage,
  formatMoney,
  localizeHref,
  marketForCurrency,
  PATHS,
} from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageData } from '../../content/pageData';
import { type CaseInputs, caseFigures, shownSide } from '../../features/cases/caseFigures';
import { usePageLocale } from '../../i18n/PageLocale';
import sections from '../sections/Sections.module.css';
import classes from './Page.module.css';

const SYSTEM_LABELS: Record<CaseInputs['before'], string> = {
  manual: 'calculator.system.manual',
  'e-conomic': 'calculator.system.economic',
  tripletex: 'calculator.system.tripletex',
  stripe: 'calculator.system.stripe',
};

/**
 * The case template: a worked example of a company type. It states the inputs, then the cost
 * a month before and after, computed with the calculator's model (caseFigures), and links to
 * the calculator with the same inputs so a reader can check every figure.
 */
export function CaseSummary({ details }: { details: PageData['details'] }) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const { customer, industry, inputs } = details;
  if (!customer || !inputs) return null;
  const figures = caseFigures(inputs);
  const before = shownSide(figures.before, inputs.currency);
  const after = shownSide(figures.after, inputs.currency);
  // The site writes the code after the amount in every language ("1,495 DKK", "1.495 DKK").
  const money = (amount: number) =>
    formatMoney(amount, inputs.currency, contentLanguage(locale), { decimals: 'whole' });
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const plan = figures.after.plan ? intl.formatMessage({ id: `pricing.plan.${figures.after.plan}` }) : '';
  // The link names the case's currency, so the calculator answers in it on any site.
  const calculatorHref = `${localizeHref(PATHS.calculator, locale)}${calculatorQuery(
    { invoices: inputs.invoices, mrr: inputs.mrr, reminders: inputs.reminders },
    inputs.currency,
  )}`;
  const rows: { id: string; before: string; after: string; total?: boolean }[] = [
    { id: 'case.row.minutes', before: number(figures.before.minutes), after: number(figures.after.minutes) },
    { id: 'case.row.labour', before: money(before.labour), after: money(after.labour) },
    {
      id: 'case.row.fee',
      before: money(before.fee),
      after: intl.formatMessage({ id: 'case.planFee' }, { plan, fee: money(after.fee) }),
    },
    { id: 'case.row.monthly', before: money(before.monthly), after: money(after.monthly), total: true },
    { id: 'case.row.yearly', before: money(before.yearly), after: money(after.yearly), total: true },
  ];
  return (
    <aside className={classes.caseSummary} aria-labelledby="case-summary">
      <p className={classes.caseExample}>
        <span className={sections.exampleLabel}>
          <FormattedMessage id="case.kind" />
        </span>
      </p>
      <h2 id="case-summary" className={classes.caseHeading}>
        <FormattedMessage id="case.summary" />
      </h2>
      <dl className={classes.caseFacts}>
        <div>
          <dt>
            <FormattedMessage id="case.company" />
          </dt>
          <dd>{customer}</dd>
        </div>
        {industry ? (
          <div>
            <dt>
              <FormattedMessage id="case.industry" />
            </dt>
            <dd>{industry}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="case.invoices" />
          </dt>
          <dd>{number(inputs.invoices)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="case.mrr" />
          </dt>
          <dd>{money(inputs.mrr)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="case.reminders" />
          </dt>
          <dd>{intl.formatNumber(inputs.reminders / 100, { style: 'percent' })}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="case.today" />
          </dt>
          <dd>
            <FormattedMessage id={SYSTEM_LABELS[inputs.before]} />
          </dd>
        </div>
      </dl>
      <table className={classes.caseResults}>
        <caption>
          <FormattedMessage id="case.results" values={{ brand: BRAND_NAME }} />
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">
              <FormattedMessage id="case.before" />
            </th>
            <th scope="col">
              <FormattedMessage id="case.after" values={{ brand: BRAND_NAME }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.total ? classes.caseTotal : undefined}>
              <th scope="row">
                <FormattedMessage id={row.id} />
              </th>
              <td>{row.before}</td>
              <td className={classes.caseAfter}>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.caseMethod}>
        <FormattedMessage
          id={inputs.currency === 'NOK' ? 'case.methodNok' : 'case.method'}
          values={{
            rate: money(marketForCurrency(inputs.currency).hourlyRate),
            brand: BRAND_NAME,
          }}
        />{' '}
        <a href={calculatorHref}>
          <FormattedMessage id="case.openCalculator" />
        </a>
      </p>
    </aside>
  );
}
