import { contentLanguage, type Integration, localizeHref, PATHS, textIn } from '@web/shared';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import { Image } from '../../components/Image';
import { usePageLocale } from '../../i18n/PageLocale';
import { countryDisplayName } from '../../i18n/countryNames';
import classes from './Integration.module.css';
import { TagBadge } from './TagBadge';

/** The words a screen reader adds to a link that opens a new tab. */
function NewTab() {
  return (
    <span className="bv-visually-hidden">
      {' '}
      <FormattedMessage id="integration.newTab" />
    </span>
  );
}

/**
 * The side card of an integration page: its wordmark, where it works, and where to go next. It
 * leaves the description to the title block beside it (the built-site checks refuse a card that
 * repeats a paragraph of its page).
 */
export function IntegrationCard({ integration }: { integration: Integration }) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const language = contentLanguage(locale);
  const name = textIn(integration.title, language);
  const categoryHref = `${localizeHref(PATHS.integrations, locale)}?category=${integration.category}`;
  return (
    <aside
      className={classes.card}
      aria-label={intl.formatMessage({ id: 'integration.card.label' }, { name })}
    >
      {/* The drawn letter tile (the wordmark's square) and the name as text, as on the catalogue's tiles. */}
      <p className={classes.wordmark}>
        <Image
          className={classes.wordmarkTile}
          src={integration.image}
          alt=""
          width={320}
          height={96}
          priority
        />
        <span className={classes.wordmarkName}>{name}</span>
      </p>
      <TagBadge integration={integration} />
      <a className={classes.setUp} href={integration.buttonLink} target="_blank" rel="noopener">
        <FormattedMessage id="integration.setUp" values={{ name }} />
        <NewTab />
      </a>
      <dl className={classes.facts}>
        <dt>
          <FormattedMessage id="integration.category" />
        </dt>
        <dd>
          <a href={categoryHref}>
            <FormattedMessage id={`integrations.category.${integration.category}`} />
          </a>
        </dd>
        <dt>
          <FormattedMessage id="integration.countries" />
        </dt>
        <dd>
          {integration.countries.length === 0 ? (
            <FormattedMessage id="integration.everywhere" />
          ) : (
            <FormattedList
              type="conjunction"
              value={integration.countries.map((country) => countryDisplayName(country, language))}
            />
          )}
        </dd>
      </dl>
      <ul className={classes.links}>
        <li>
          <a href={integration.docs}>
            <FormattedMessage id="integration.docs" />
          </a>
        </li>
        <li>
          <a href={integration.website} target="_blank" rel="noopener">
            <FormattedMessage id="integration.website" values={{ name }} />
            <NewTab />
          </a>
        </li>
        <li>
          <a href={localizeHref(PATHS.contact, locale)}>
            <FormattedMessage id="integration.support" />
          </a>
        </li>
      </ul>
    </aside>
  );
}
