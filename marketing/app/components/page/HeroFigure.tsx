import { BRAND_NAME, competitorRate, contentLanguage, formatMoney, planById } from '@web/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatedFigure } from '../sections/figures';
import { StatedFigureEntry } from '../sections/StatedFigureEntry';
import type { HeroFigureData } from '../../content/pageData';
import { caseFigures, shownSide } from '../../features/cases/caseFigures';
import type { CaseInputs } from '../../features/cases/caseFigures';
import { usePageLocale } from '../../i18n/PageLocale';
import { useApproximate } from '../../i18n/useApproximate';
import sections from '../sections/Sections.module.css';
import classes from './Page.module.css';

/** "1,495 DKK", and on sites with a local currency "(≈ 2,340 NOK)" after it. */
function useDkk() {
  const language = contentLanguage(usePageLocale().locale);
  const { approximate } = useApproximate();
  return (dkk: number) => {
    const local = dkk > 0 ? approximate(dkk) : null;
    return `${formatMoney(dkk, 'DKK', language, { decimals: 'whole' })}${local ? ` (≈\u00a0${local})` : ''}`;
  };
}

/** A large DKK figure, with the approximate local amount on a quieter line of its own. */
function BigDkk({ dkk, unit }: { dkk: number; unit?: ReactNode }) {
  const language = contentLanguage(usePageLocale().locale);
  const { approximate } = useApproximate();
  const local = dkk > 0 ? approximate(dkk) : null;
  return (
    <>
      <p className={classes.heroFigureNumber}>
        {formatMoney(dkk, 'DKK', language, { decimals: 'whole' })}
        {unit ? <span className={classes.heroFigureUnit}> {unit}</span> : null}
      </p>
      {local ? <p className={classes.heroFigureApprox}>≈&nbsp;{local}</p> : null}
    </>
  );
}

/** A plan's price and what it buys, as a card beside the pricing hero. */
function PlanCard({ plan: id }: { plan: 'free' | 'growth' | 'scale' }) {
  const intl = useIntl();
  const language = contentLanguage(usePageLocale().locale);
  const plan = planById(id);
  const price = plan.monthlyDkk ?? 0;
  const limit = plan.invoiceLimit ?? 0;
  return (
    <figure className={classes.heroFigure} data-hero-figure="plan">
      {/* Not "Most popular": the plan cards right below carry that badge. */}
      <figcaption className={classes.heroFigureLabel}>
        <FormattedMessage
          id="heroFigure.planLabel"
          values={{ plan: intl.formatMessage({ id: `pricing.plan.${id}` }) }}
        />
      </figcaption>
      <BigDkk dkk={price} unit={<FormattedMessage id="pricing.perMonth" />} />
      <dl className={classes.heroFigureFacts}>
        <div>
          <dt>
            <FormattedMessage id="heroFigure.invoices" />
          </dt>
          <dd>{intl.formatNumber(limit)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="heroFigure.perInvoice" values={{ limit }} />
          </dt>
          <dd>{formatMoney(price / limit, 'DKK', language, { decimals: 'cents' })}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="heroFigure.setupFee" />
          </dt>
          <dd>{formatMoney(0, 'DKK', language)}</dd>
        </div>
      </dl>
    </figure>
  );
}

/**
 * A rival's share-of-volume fee against one plan's fixed price: both from the data, and the
 * monthly billing volume at which the rival's fee passes the plan's price.
 */
function RateCard({
  rate: id,
  plan: planId,
}: {
  rate: Parameters<typeof competitorRate>[0];
  plan: 'growth' | 'scale';
}) {
  const intl = useIntl();
  const dkk = useDkk();
  const rate = competitorRate(id);
  const plan = planById(planId);
  const price = plan.monthlyDkk ?? 0;
  // Where percentOfVolume % of the volume equals the plan's price, rounded to the nearest 100 DKK.
  const breakEven = Math.round(price / (rate.percentOfVolume / 100) / 100) * 100;
  const percent = intl.formatNumber(rate.percentOfVolume / 100, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const planName = intl.formatMessage({ id: `pricing.plan.${planId}` });
  return (
    <figure className={classes.heroFigure} data-hero-figure="rate">
      <figcaption className={classes.heroFigureLabel}>
        <FormattedMessage id="heroFigure.feeModel" />
      </figcaption>
      <dl className={classes.heroFigureCompare}>
        <div>
          <dt>
            {BRAND_NAME} {planName}
          </dt>
          <dd>
            <FormattedMessage id="heroFigure.fixed" values={{ price: dkk(price) }} />
          </dd>
        </div>
        <div>
          <dt>
            {rate.vendor} {rate.plan}
          </dt>
          <dd>
            <FormattedMessage id="heroFigure.share" values={{ percent }} />
          </dd>
        </div>
      </dl>
      <BigDkk dkk={breakEven} />
      <p className={classes.heroFigureNote}>
        <FormattedMessage
          id="heroFigure.breakEven"
          values={{
            vendor: rate.vendor,
            percent,
            plan: planName,
            limit: intl.formatNumber(plan.invoiceLimit ?? 0),
          }}
        />
      </p>
    </figure>
  );
}

/** A worked example's month today and with us, computed with the calculator's model, as bars. */
function CaseCard({ inputs }: { inputs: CaseInputs }) {
  const intl = useIntl();
  const figures = caseFigures(inputs);
  const before = shownSide(figures.before, inputs.currency);
  const after = shownSide(figures.after, inputs.currency);
  const language = contentLanguage(usePageLocale().locale);
  const money = (amount: number) => formatMoney(amount, inputs.currency, language, { decimals: 'whole' });
  const largest = Math.max(before.monthly, after.monthly, 1);
  const bars = [
    { id: 'before', label: intl.formatMessage({ id: 'case.before' }), value: before.monthly },
    {
      id: 'after',
      label: intl.formatMessage({ id: 'case.after' }, { brand: BRAND_NAME }),
      value: after.monthly,
    },
  ];
  return (
    <figure className={classes.heroFigure} data-hero-figure="case">
      <figcaption className={classes.heroFigureLabel}>
        <span className={sections.exampleLabel}>
          <FormattedMessage id="case.kind" />
        </span>{' '}
        <FormattedMessage id="heroFigure.caseMonth" />
      </figcaption>
      <ul className={classes.heroBars}>
        {bars.map((bar) => (
          <li key={bar.id} data-side={bar.id}>
            <span className={classes.heroBarLabel}>{bar.label}</span>
            <svg
              className={classes.heroBar}
              viewBox="0 0 100 8"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <rect width={Math.max(1, (bar.value / largest) * 100)} height="8" rx="1" />
            </svg>
            <span className={classes.heroBarValue}>{money(bar.value)}</span>
          </li>
        ))}
      </ul>
      {/* The yearly difference only when it is a saving: a case never claims one it does not have. */}
      {before.yearly > after.yearly ? (
        <>
          <p className={classes.heroFigureNumber}>{money(before.yearly - after.yearly)}</p>
          <p className={classes.heroFigureNote}>
            <FormattedMessage id="heroFigure.caseYear" values={{ brand: BRAND_NAME }} />
          </p>
        </>
      ) : null}
    </figure>
  );
}

/** The figures the company states (as in the numbers band), as a card beside the hero. */
function StatedCard({ figures }: { figures: StatedFigure[] }) {
  return (
    <figure className={`${classes.heroFigure} ${classes.heroStated}`} data-hero-figure="stated">
      <dl>
        {figures.map((figure) => (
          <StatedFigureEntry key={figure} figure={figure} />
        ))}
      </dl>
    </figure>
  );
}

/** The key number beside a hero that has no product view: a plan, a rival's fee, or a case's month. */
export function HeroFigure({ figure }: { figure: HeroFigureData }) {
  if ('figures' in figure) return <StatedCard figures={figure.figures} />;
  if ('inputs' in figure) return <CaseCard inputs={figure.inputs} />;
  if ('rate' in figure) return <RateCard rate={figure.rate} plan={figure.plan} />;
  return <PlanCard plan={figure.plan} />;
}
