import { contentLanguage, INTEGRATIONS, localeCountry, localizeHref, PATHS, SEARCH_INDEX } from '@web/shared';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { countryDisplayName } from '../../i18n/countryNames';
import { catalogueSearch, defaultQuery, filterIntegrations, groupByCategory } from './catalogueQuery';
import classes from './Catalogue.module.css';
import { CatalogueFilters } from './CatalogueFilters';
import { IntegrationTile } from './IntegrationTile';
import { useCatalogueQuery } from './useCatalogueQuery';

/**
 * The integration catalogue, grouped by category, with search and filters. On a country site
 * the page starts (and is prerendered) with that country's view.
 */
export function IntegrationCatalogue() {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const language = contentLanguage(locale);
  const siteCountry = localeCountry(locale);
  const [query, update] = useCatalogueQuery(siteCountry);
  const shown = useMemo(
    () =>
      filterIntegrations(INTEGRATIONS, query, language, (category) =>
        intl.formatMessage({ id: `integrations.category.${category}` }),
      ),
    [query, language, intl],
  );
  const groups = groupByCategory(shown);
  const showAllHref = catalogueSearch({ ...query, country: 'all' }, siteCountry);

  return (
    <div className={classes.catalogue}>
      <CatalogueFilters query={query} onChange={update} />
      <div className={classes.summary}>
        <p className={classes.count} role="status">
          <FormattedMessage id="catalogue.count" values={{ count: shown.length }} />
        </p>
        {query.country !== 'all' ? (
          <p className={classes.countryView}>
            <FormattedMessage
              id="catalogue.countryView"
              values={{ country: countryDisplayName(query.country, language) }}
            />{' '}
            <a
              href={showAllHref}
              onClick={(event) => {
                event.preventDefault();
                update({ country: 'all' });
              }}
            >
              <FormattedMessage id="catalogue.showAllCountries" />
            </a>
          </p>
        ) : null}
      </div>
      {groups.length === 0 ? (
        <div className={classes.empty}>
          <h2 className={classes.emptyTitle}>
            <FormattedMessage id="catalogue.empty.title" />
          </h2>
          <p>
            <FormattedMessage id="catalogue.empty.text" />
          </p>
          <p className={classes.emptyActions}>
            <button type="button" className={classes.clear} onClick={() => update(defaultQuery(null))}>
              <FormattedMessage id="catalogue.clear" />
            </button>
            <a href={localizeHref(PATHS.contact, locale)}>
              <FormattedMessage id="catalogue.empty.contact" />
            </a>
          </p>
        </div>
      ) : (
        groups.map(({ category, integrations }) => (
          <section key={category} className={classes.group} aria-labelledby={`category-${category}`}>
            <h2 id={`category-${category}`} className={classes.groupTitle}>
              <FormattedMessage id={`integrations.category.${category}`} />
              {/* A count, not part of the heading's words: search results quote the heading. */}
              <span className={classes.groupCount} {...SEARCH_INDEX.ignore}>
                {integrations.length}
              </span>
            </h2>
            <ul className={classes.grid}>
              {integrations.map((integration) => (
                <IntegrationTile key={integration.slug} integration={integration} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
