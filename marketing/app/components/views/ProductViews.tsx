import { useIntl } from 'react-intl';
import { AppWindow } from './AppWindow';
import type { ViewName } from './names';
import classes from './Views.module.css';

/**
 * What every drawn view formats with: messages by id and amounts in DKK (illustrations),
 * both in the page's language.
 */
function useViewFormat() {
  const intl = useIntl();
  return {
    intl,
    t: (id: string) => intl.formatMessage({ id }),
    dkk: (amount: number) =>
      intl.formatNumber(amount, {
        style: 'currency',
        currency: 'DKK',
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
      }),
  };
}

type Status = 'paid' | 'sent' | 'overdue' | 'draft';

const INVOICES: { number: number; customer: string; amount: number; status: Status }[] = [
  { number: 10482, customer: 'Nordhavn Yoga', amount: 1868.75, status: 'paid' },
  { number: 10483, customer: 'Fjordline IT', amount: 12450, status: 'sent' },
  { number: 10484, customer: 'Bakkegaard Studio', amount: 3120, status: 'overdue' },
  { number: 10485, customer: 'Solvik Regnskap', amount: 6240, status: 'draft' },
];

function StatusChip({ status }: { status: Status }) {
  const { t } = useViewFormat();
  return <span className={`${classes.chip} ${classes[status]}`}>{t(`view.status.${status}`)}</span>;
}

/** The invoice list with statuses. */
export function InvoiceListView() {
  const { t, dkk } = useViewFormat();
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
        {INVOICES.map((invoice) => (
          <div className={classes.row} key={invoice.number}>
            <span className={classes.mono}>#{invoice.number}</span>
            <span>{invoice.customer}</span>
            <span className={classes.num}>{dkk(invoice.amount)}</span>
            <span>
              <StatusChip status={invoice.status} />
            </span>
          </div>
        ))}
      </div>
    </AppWindow>
  );
}

/** A subscription with its lines and the next invoice. */
export function SubscriptionView() {
  const { intl, t, dkk } = useViewFormat();
  const date = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const lines = [
    { label: t('view.subscription.line.plan'), amount: 1200 },
    { label: t('view.subscription.line.seats'), amount: 400 },
    { label: t('view.subscription.line.vat'), amount: 400 },
  ];
  return (
    <AppWindow
      alt="view.subscription.alt"
      title="view.subscription.title"
      aside={<span className={`${classes.chip} ${classes.paid}`}>{t('view.subscription.active')}</span>}
    >
      <p className={classes.customer}>Nordhavn Yoga</p>
      <p className={classes.meta}>{t('view.subscription.plan')}</p>
      <ul className={classes.lines}>
        {lines.map((line) => (
          <li key={line.label}>
            <span>{line.label}</span>
            <span className={classes.num}>{dkk(line.amount)}</span>
          </li>
        ))}
      </ul>
      <div className={classes.next}>
        <div>
          <span className={classes.meta}>{t('view.subscription.next')}</span>
          <strong>{date('2026-12-01')}</strong>
        </div>
        <strong className={classes.total}>{dkk(2000)}</strong>
      </div>
      <p className={classes.meta}>
        {t('view.subscription.binding')} {date('2027-06-30')}
      </p>
    </AppWindow>
  );
}

/** ERP lines posted from one invoice and its payment. */
export function ErpPostingView() {
  const { t, dkk } = useViewFormat();
  const lines = [
    { account: 1010, text: 'view.erp.line.revenue', amount: -1600 },
    { account: 7700, text: 'view.erp.line.vat', amount: -400 },
    { account: 5600, text: 'view.erp.line.debtors', amount: 2000 },
    { account: 1090, text: 'view.erp.line.fee', amount: -100 },
  ];
  return (
    <AppWindow
      alt="view.erp.alt"
      title="view.erp.title"
      aside={<span className={classes.pill}>e-conomic</span>}
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
            <span className={classes.num}>{dkk(line.amount)}</span>
            <span className={classes.posted}>✓ {t('view.erp.posted')}</span>
          </div>
        ))}
      </div>
    </AppWindow>
  );
}

/** The deviation report: what was booked against what the ERP holds. */
export function DeviationReportView() {
  const { t, dkk } = useViewFormat();
  const rows = [
    { invoice: 10391, billed: 4980, erp: 0, cause: 'view.deviations.cause.closed' },
    { invoice: 10417, billed: 1868.75, erp: 1495, cause: 'view.deviations.cause.edited' },
  ];
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
        {rows.map((row) => (
          <div className={classes.row} key={row.invoice}>
            <span className={classes.mono}>#{row.invoice}</span>
            <span className={classes.num}>{dkk(row.billed)}</span>
            <span className={`${classes.num} ${classes.diff}`}>{dkk(row.erp)}</span>
            <span>{t(row.cause)}</span>
          </div>
        ))}
      </div>
    </AppWindow>
  );
}

/** Monthly MRR movements in thousands of DKK: new and expansion up, contraction and churn down. */
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
  deviations: DeviationReportView,
  mrr: MrrChartView,
};

/** A drawn product view by name, for front matter (`header.view`) and MDX (`<ProductView name="mrr" />`). */
export function ProductView({ name }: { name: ViewName }) {
  const View = VIEWS[name];
  return <View />;
}
