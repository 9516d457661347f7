import { useIntl } from 'react-intl';
import { AppWindow } from './AppWindow';
import { type ViewName, viewShownOn } from './names';
import { type InvoiceStatus, postingJournal, subscriptionTotals, VIEW_DATA } from './viewData';
import { usePageLocale } from '../../i18n/PageLocale';
import {
  contentLanguage,
  countryExample,
  exampleCountry,
  formatMoney,
  localeCountry,
  type MoneyCurrency,
  VAT,
} from '@web/shared';
import classes from './Views.module.css';

/**
 * What every drawn view formats with: messages by id, the page's example set (a company of the
 * page's country, in its currency: shared `EXAMPLES`), the ERP and deviation data of that
 * country (`VIEW_DATA`), amounts in a currency and dates day first, in the page's language.
 */
function useViewFormat() {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const country = exampleCountry(localeCountry(locale));
  const data = VIEW_DATA[country];
  const example = countryExample(country);
  // Two decimals as the app shows an invoice, the code after the figure as the docs' drawn
  // screens write it, and an ordinary space beside the code, the only place an amount may wrap
  // in a narrow window ("12,450.00" over "DKK"); the figure itself never breaks.
  const language = contentLanguage(locale);
  const moneyIn = (currency: MoneyCurrency) => (amount: number) =>
    formatMoney(amount, currency, language, { decimals: 'cents', space: 'ordinary' });
  return {
    intl,
    data,
    example,
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    money: moneyIn(data.currency),
    exampleMoney: moneyIn(example.currency),
    // Day, month, year in every language: "1 April 2026", never the US order.
    date: (iso: string) =>
      new Intl.DateTimeFormat(intl.locale === 'en' || intl.locale.startsWith('en-') ? 'en-GB' : intl.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T12:00:00Z`)),
  };
}

function StatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useViewFormat();
  return <span className={`${classes.chip} ${classes[status]}`}>{t(`view.status.${status}`)}</span>;
}

/** The invoice list with statuses. */
export function InvoiceListView() {
  const { t, exampleMoney: money, example } = useViewFormat();
  return (
    <AppWindow
      alt="view.invoices.alt"
      title="view.invoices.title"
      aside={<span className={classes.pill}>{t('view.invoices.filter')}</span>}
    >
      <div className={classes.table}>
        <div className={`${classes.row} ${classes.headRow}`}>
          <span>{t('view.invoices.col.number')}</span>
          <span>{t('view.invoices.col.customer')}</span>
          <span className={classes.num}>{t('view.invoices.col.amount')}</span>
          <span>{t('view.invoices.col.status')}</span>
        </div>
        {example.invoices.map((invoice) => (
          <div className={classes.row} key={invoice.number}>
            <span className={classes.mono}>#{invoice.number}</span>
            <span>{invoice.customer}</span>
            <span className={classes.num}>{money(invoice.amount)}</span>
            <span>
              <StatusChip status={invoice.status} />
            </span>
          </div>
        ))}
      </div>
    </AppWindow>
  );
}

/** A subscription with its lines and the next invoice; the lines and total come from `subscriptionTotals`. */
export function SubscriptionView() {
  const { intl, t, exampleMoney: money, example, date } = useViewFormat();
  const totals = subscriptionTotals(example.country);
  const lines = [
    { id: 'plan', label: t('view.subscription.line.plan'), amount: totals.plan },
    {
      id: 'seats',
      label: t('view.subscription.line.seats', { count: example.subscription.seats }),
      amount: totals.seats,
    },
    {
      id: 'vat',
      label: t('view.subscription.line.vat', {
        rate: intl.formatNumber(VAT[example.country].value.ratePercent / 100, {
          style: 'percent',
          maximumFractionDigits: 1,
        }),
      }),
      amount: totals.vat,
    },
  ];
  return (
    <AppWindow
      alt="view.subscription.alt"
      title="view.subscription.title"
      aside={<span className={`${classes.chip} ${classes.paid}`}>{t('view.subscription.active')}</span>}
    >
      <p className={classes.customer}>{example.company.name}</p>
      <p className={classes.meta}>{t('view.subscription.plan')}</p>
      <ul className={classes.lines}>
        {lines.map((line) => (
          <li key={line.id}>
            <span>{line.label}</span>
            <span className={classes.num}>{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <div className={classes.next}>
        <div>
          <span className={classes.meta}>{t('view.subscription.next')}</span>
          <strong>{date(example.subscription.nextInvoice)}</strong>
        </div>
        <strong className={classes.total}>{money(totals.total)}</strong>
      </div>
      <p className={classes.meta}>
        {t('view.subscription.binding')} {date(example.subscription.bindingUntil)}
      </p>
    </AppWindow>
  );
}

/** ERP lines posted from one invoice with a reminder fee; they balance (`postingJournal`). */
export function ErpPostingView() {
  const { t, money, data } = useViewFormat();
  const lines = postingJournal(data.country);
  const withFee = lines.some((line) => line.text === 'view.erp.line.fee');
  return (
    <AppWindow
      alt={withFee ? 'view.erp.alt' : 'view.erp.alt.noFee'}
      title="view.erp.title"
      aside={<span className={classes.pill}>{data.erpName}</span>}
    >
      <div className={`${classes.table} ${classes.erp}`}>
        <div className={`${classes.row} ${classes.headRow}`}>
          <span>{t('view.erp.col.account')}</span>
          <span>{t('view.erp.col.text')}</span>
          <span className={classes.num}>{t('view.erp.col.amount')}</span>
          <span />
        </div>
        {lines.map((line) => (
          <div className={classes.row} key={line.account}>
            <span className={classes.mono}>{line.account}</span>
            <span>{t(line.text)}</span>
            <span className={classes.num}>{money(line.amount)}</span>
            <span className={classes.posted}>✓ {t('view.erp.posted')}</span>
          </div>
        ))}
      </div>
    </AppWindow>
  );
}

/** The deviation report: what was booked against what the ERP holds. */
export function DeviationReportView() {
  const { t, money, data } = useViewFormat();
  return (
    <AppWindow
      alt="view.deviations.alt"
      title="view.deviations.title"
      aside={<span className={`${classes.chip} ${classes.overdue}`}>{t('view.deviations.summary')}</span>}
    >
      <div className={`${classes.table} ${classes.deviations}`}>
        <div className={`${classes.row} ${classes.headRow}`}>
          <span>{t('view.deviations.col.invoice')}</span>
          <span className={classes.num}>{t('view.deviations.col.billing')}</span>
          <span className={classes.num}>{t('view.deviations.col.erp')}</span>
          <span>{t('view.deviations.col.cause')}</span>
        </div>
        {data.deviations.map((row) => (
          <div className={classes.row} key={row.invoice}>
            <span className={classes.mono}>#{row.invoice}</span>
            <span className={classes.num}>{money(row.billed)}</span>
            <span className={`${classes.num} ${classes.diff}`}>{money(row.erp)}</span>
            <span>{t(row.cause)}</span>
          </div>
        ))}
      </div>
    </AppWindow>
  );
}

/** Monthly MRR movements in thousands (of the page's currency; the chart shows no amounts): new and expansion up, contraction and churn down. */
const MRR_MONTHS = [
  { month: 6, new: 38, expansion: 12, contraction: -6, churn: -9 },
  { month: 7, new: 30, expansion: 15, contraction: -4, churn: -12 },
  { month: 8, new: 44, expansion: 10, contraction: -8, churn: -7 },
  { month: 9, new: 52, expansion: 18, contraction: -5, churn: -10 },
  { month: 10, new: 47, expansion: 21, contraction: -9, churn: -8 },
  { month: 11, new: 58, expansion: 24, contraction: -6, churn: -11 },
];

const MRR_SERIES = ['new', 'expansion', 'contraction', 'churn'] as const;
const CHART_ZERO = 120;

/** The chart's geometry, worked out once: stacked bars up from the axis and down from it, and the net line. */
const MRR_CHART = (() => {
  let net = 0;
  return MRR_MONTHS.map((month, index) => {
    const x = 40 + index * 60;
    let up = CHART_ZERO;
    let down = CHART_ZERO;
    const bars = MRR_SERIES.map((key) => {
      const height = Math.abs(month[key]) * 0.78;
      if (month[key] >= 0) {
        up -= height;
        return { key, y: up, height };
      }
      down += height;
      return { key, y: down - height, height };
    });
    net += month.new + month.expansion + month.contraction + month.churn;
    return { month: month.month, x, bars, netPoint: `${x + 16},${CHART_ZERO - net * 0.45}` };
  });
})();

/** An MRR movement chart, drawn as SVG. */
export function MrrChartView() {
  const { intl, t } = useViewFormat();
  return (
    <AppWindow alt="view.mrr.alt" title="view.mrr.title">
      <svg className={classes.chart} viewBox="0 0 380 190" aria-hidden="true" focusable="false">
        <line x1="24" x2="372" y1={CHART_ZERO} y2={CHART_ZERO} className={classes.axis} />
        {MRR_CHART.map((column) => (
          <g key={column.month}>
            {column.bars.map((bar) => (
              <rect
                key={bar.key}
                x={column.x}
                y={bar.y}
                width="32"
                height={bar.height}
                rx="2"
                className={classes[`bar_${bar.key}`]}
              />
            ))}
            <text x={column.x + 16} y="184" textAnchor="middle" className={classes.tick}>
              {intl.formatDate(new Date(Date.UTC(2026, column.month - 1, 15)), {
                month: 'short',
                timeZone: 'UTC',
              })}
            </text>
          </g>
        ))}
        <polyline points={MRR_CHART.map((column) => column.netPoint).join(' ')} className={classes.netLine} />
      </svg>
      <ul className={classes.legend}>
        {[...MRR_SERIES, 'net'].map((key) => (
          <li key={key}>
            <i className={classes[`key_${key}`]} />
            {t(`view.mrr.${key}`)}
          </li>
        ))}
      </ul>
    </AppWindow>
  );
}

const VIEWS: Record<ViewName, () => React.JSX.Element> = {
  invoices: InvoiceListView,
  subscription: SubscriptionView,
  erp: ErpPostingView,
  // The same lines, on the expenses page: drawn only where expenses post to the example ERP.
  expensesErp: ErpPostingView,
  deviations: DeviationReportView,
  mrr: MrrChartView,
};

/** A drawn product view by name, for front matter (`header.view`) and MDX (`<ProductView name="mrr" />`). */
export function ProductView({ name }: { name: ViewName }) {
  const { locale } = usePageLocale();
  const View = VIEWS[name];
  return viewShownOn(name, locale) ? <View /> : null;
}
