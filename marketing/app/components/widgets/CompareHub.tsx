import { localizeHref } from '@web/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { HUB_POINTS, type HubCell, type HubPointId } from '../../content/compareHub';
import { usePageLocale } from '../../i18n/PageLocale';
import type { PageProps } from '../../layouts/pageProps';
import classes from './CompareHub.module.css';

/** The row headings, one message per point (literal keys, so the unused-keys check sees them). */
const POINT_LABELS: Record<HubPointId, string> = {
  pricing: 'compare.hub.point.pricing',
  nordicDirectDebit: 'compare.hub.point.nordicDirectDebit',
  eInvoicing: 'compare.hub.point.eInvoicing',
  bookkeeping: 'compare.hub.point.bookkeeping',
  reconciliation: 'compare.hub.point.reconciliation',
  reminders: 'compare.hub.point.reminders',
  revenueReporting: 'compare.hub.point.revenueReporting',
  markets: 'compare.hub.point.markets',
};

const day = (date: string) => <FormattedDate value={`${date}T12:00:00Z`} dateStyle="long" timeZone="UTC" />;

/** A rival's cell: its words, then the source it cites and the day the comparison was checked. */
function HubValue({ cell, reviewed }: { cell: HubCell; reviewed: string }) {
  return (
    <>
      <span className={classes.cellText}>{cell.text}</span>
      <span className={classes.citation}>
        {cell.source ? (
          <FormattedMessage
            id="compare.hub.source"
            values={{
              source: (
                <a href={cell.source.url} rel="noopener">
                  {cell.source.label}
                </a>
              ),
              date: <time dateTime={reviewed}>{day(reviewed)}</time>,
            }}
          />
        ) : (
          <FormattedMessage
            id="compare.hub.checked"
            values={{ date: <time dateTime={reviewed}>{day(reviewed)}</time> }}
          />
        )}
      </span>
    </>
  );
}

/**
 * The comparison hub: each comparison page as a card, then the rivals side by side on the
 * points a buyer weighs. Every cell is quoted from its comparison page with its source and the
 * day that page was checked (content/compareHub.ts); nothing here is typed twice.
 */
export function CompareHub({ compareHub, list }: PageProps) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const columns = compareHub ?? [];
  const titleOf = (href: string) => list.find((entry) => entry.href === href);
  return (
    <>
      <ul className={classes.cards}>
        {columns.map((column) => {
          const entry = titleOf(column.href);
          return (
            <li key={column.rival} className={classes.card}>
              <h2 className={classes.cardTitle}>
                <a href={localizeHref(column.href, locale)}>{entry?.title ?? column.name}</a>
              </h2>
              {entry ? <p>{entry.description}</p> : null}
              <p className={classes.reviewed}>
                <FormattedMessage
                  id="compare.hub.reviewed"
                  values={{ date: <time dateTime={column.reviewed}>{day(column.reviewed)}</time> }}
                />
              </p>
            </li>
          );
        })}
      </ul>
      <h2 id="point-by-point" className={classes.tableHeading}>
        <FormattedMessage id="compare.hub.heading" />
      </h2>
      <table className={classes.table} aria-labelledby="point-by-point">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'sections.table.point' })}</th>
            {columns.map((column) => (
              <th scope="col" key={column.rival}>
                <a href={localizeHref(column.href, locale)}>{column.name}</a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HUB_POINTS.map((point) => (
            <tr key={point.id}>
              <th scope="row">{intl.formatMessage({ id: POINT_LABELS[point.id] })}</th>
              {columns.map((column) => (
                <td key={column.rival} data-column={column.name}>
                  <HubValue cell={column.cells[point.id]} reviewed={column.reviewed} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'compare.hub.full' })}</th>
            {columns.map((column) => (
              <td key={column.rival} data-column={column.name}>
                <a href={localizeHref(column.href, locale)}>{titleOf(column.href)?.title ?? column.name}</a>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </>
  );
}
