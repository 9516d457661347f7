import { contentLanguage, type Integration, localizeHref, textIn } from '@web/shared';
import { Image } from '../../components/Image';
import { usePageLocale } from '../../i18n/PageLocale';
import { TagBadge } from '../integrations/TagBadge';
import classes from './Catalogue.module.css';

/** One entry of the catalogue: the whole tile opens its page, with or without JavaScript. */
export function IntegrationTile({ integration }: { integration: Integration }) {
  const { locale } = usePageLocale();
  const language = contentLanguage(locale);
  return (
    <li className={classes.tile}>
      <div className={classes.tileHead}>
        {/* The wordmark's tile alone (cropped by CSS): the name is the heading beside it. */}
        <Image className={classes.tileImage} src={integration.image} alt="" width={320} height={96} />
        <div>
          <h3 className={classes.tileTitle}>
            <a className={classes.tileLink} href={localizeHref(integration.link, locale)}>
              {textIn(integration.title, language)}
            </a>
          </h3>
          <TagBadge integration={integration} />
        </div>
      </div>
      <p className={classes.tileText}>{textIn(integration.description, language)}</p>
    </li>
  );
}
