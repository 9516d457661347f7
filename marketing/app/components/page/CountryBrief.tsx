import {
  BRAND_NAME,
  BRIEF_COUNTRIES,
  type BriefCountry,
  countryBrief,
  contentLanguage,
  countryName,
  formatMoney,
  localeCountry,
  quarterText,
} from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import classes from './Page.module.css';

/** What the brief says of the country's e-invoice formats, by what the product model says we do there. */
const E_INVOICE_MESSAGES = {
  sends: 'brief.today.sendsEInvoices',
  planned: 'brief.today.plannedEInvoices',
  no: 'brief.today.noEInvoices',
} as const;

/** A date day first in every language: "1 January 2027", never the US order. */
function useLongDate() {
  const intl = useIntl();
  const locale = intl.locale === 'en' || intl.locale.startsWith('en-') ? 'en-GB' : intl.locale;
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (iso: string) => format.format(new Date(`${iso}T12:00:00Z`));
}

/**
 * On a Swedish, Finnish or German site, what the visitor's country means for billing: its VAT,
 * its e-invoicing rules (the German B2B mandate's dates among them) and what %BRAND% does there
 * today, every figure and name from the data (`countryBrief`). Nothing on other sites, whose
 * pages state Danish or Norwegian rules. `buyerVat` (the pricing page) adds how a business there
 * pays VAT on our plans, for the countries whose reverse-charge rule the data cites.
 */
export function CountryBrief({ buyerVat = false }: { buyerVat?: boolean }) {
  const intl = useIntl();
  const date = useLongDate();
  const { locale } = usePageLocale();
  const country = localeCountry(locale);
  if (!country || !(BRIEF_COUNTRIES as readonly string[]).includes(country)) return null;
  const brief = countryBrief(country as BriefCountry);
  const name = countryName(brief.country, intl.locale.startsWith('en') ? 'en' : 'da');
  const list = (items: readonly string[]) => intl.formatList(items, { type: 'conjunction' });
  const euro = (amount: number) =>
    formatMoney(amount, 'EUR', contentLanguage(locale), { decimals: 'whole', display: 'symbol' });
  const rate = `${intl.formatNumber(brief.vat.ratePercent)}\u00a0%`;
  const formats = list(brief.eInvoicing.formats);
  return (
    <section className={classes.caseSummary} aria-labelledby="country-brief">
      <h2 id="country-brief" className={classes.caseHeading}>
        <FormattedMessage id="brief.title" values={{ brand: BRAND_NAME, country: name }} />
      </h2>
      <dl className={classes.caseFacts}>
        <div>
          <dt>
            <FormattedMessage id="brief.vat" />
          </dt>
          <dd>
            <FormattedMessage
              id={brief.vat.since ? 'brief.vat.since' : 'brief.vat.value'}
              values={{
                name: brief.vat.name,
                short: brief.vat.shortName,
                rate,
                since: brief.vat.since ? date(brief.vat.since) : '',
              }}
            />
          </dd>
        </div>
        {buyerVat && brief.buyerVat ? (
          <div>
            <dt>
              <FormattedMessage id="brief.buyerVat" />
            </dt>
            <dd>
              <FormattedMessage
                id="brief.buyerVat.text"
                values={{
                  country: name,
                  short: brief.vat.shortName,
                  rate,
                  term: brief.buyerVat.term,
                  law: brief.buyerVat.law,
                  directive: brief.buyerVat.directive,
                  note: brief.buyerVat.invoiceNote,
                }}
              />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="brief.eInvoicing" />
          </dt>
          <dd>
            <FormattedMessage
              id="brief.eInvoicing.public"
              values={{
                formats,
                since: date(brief.eInvoicing.publicSector.since),
                rule: brief.eInvoicing.publicSector.rule,
              }}
            />
            {brief.eInvoicing.business.map((duty) => (
              <span key={`${duty.duty}-${duty.from}`}>
                {' '}
                <FormattedMessage
                  id={`brief.duty.${duty.duty}`}
                  values={{
                    date: date(duty.from),
                    turnover: duty.turnoverAboveEur === null ? '' : euro(duty.turnoverAboveEur),
                    scope: duty.turnoverAboveEur === null ? 'all' : 'above',
                  }}
                />
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="brief.today" values={{ brand: BRAND_NAME, country: name }} />
          </dt>
          <dd>
            <FormattedMessage
              id="brief.today.text"
              values={{
                currency: brief.currency,
                erps: list(brief.erps),
                banks: brief.banks.length > 0 ? list(brief.banks) : 'none',
                directDebit: brief.directDebit.length > 0 ? list(brief.directDebit) : 'none',
              }}
            />{' '}
            <FormattedMessage
              id={E_INVOICE_MESSAGES[brief.billvardSends.kind]}
              values={{
                formats,
                brand: BRAND_NAME,
                quarter:
                  brief.billvardSends.kind === 'planned'
                    ? quarterText(brief.billvardSends.quarter, intl.locale.startsWith('en') ? 'en' : 'da')
                    : '',
              }}
            />
          </dd>
        </div>
      </dl>
      <p className={classes.caseMethod}>
        <FormattedMessage
          id="brief.sources"
          values={{
            vat: (
              <a href={brief.vatSource} target="_blank" rel="noopener">
                {brief.vat.name}
              </a>
            ),
            eInvoicing: (
              <a href={brief.eInvoicing.source} target="_blank" rel="noopener">
                {formats}
              </a>
            ),
            date: date(brief.eInvoicing.checked),
          }}
        />
      </p>
    </section>
  );
}
