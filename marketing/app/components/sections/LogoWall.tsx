import {
  contentLanguage,
  INTEGRATION_SUMMARIES,
  type IntegrationCategory,
  localizeHref,
  PATHS,
  textIn,
} from '@web/shared';
import { FormattedMessage } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { Image } from '../Image';
import { SectionHeading } from './SectionHeading';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface LogoWallProps {
  heading?: string;
  intro?: string;
  /** Only these categories; all by default. */
  categories?: IntegrationCategory[];
  /** At most this many tiles (generic entries such as "Other banks" are left out). */
  limit?: number;
}

/**
 * The integrations, from the integration data, each opening its page: our drawn letter tile
 * (the wordmark's square) and the name set as text, in the site's face and colours, so it
 * wraps rather than shrinks in a narrow tile and follows the dark scheme.
 */
export function LogoWall({ heading, intro, categories, limit = 12 }: LogoWallProps) {
  const { locale } = usePageLocale();
  const language = contentLanguage(locale);
  const shown = INTEGRATION_SUMMARIES.filter(
    (integration) => !integration.generic && (!categories || categories.includes(integration.category)),
  ).slice(0, limit);
  return (
    <section {...blockProps()}>
      <SectionHeading heading={heading} intro={intro} />
      <ul className={classes.logoWall}>
        {shown.map((integration) => (
          <li key={integration.slug}>
            <a href={localizeHref(integration.link, locale)} className={classes.logo}>
              <Image className={classes.logoMark} src={integration.image} alt="" width={320} height={96} />
              <span className={classes.logoName}>{textIn(integration.title, language)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={classes.wallMore}>
        <a href={localizeHref(PATHS.integrations, locale)}>
          <FormattedMessage id="sections.logoWall.all" values={{ count: INTEGRATION_SUMMARIES.length }} />
        </a>
      </p>
    </section>
  );
}
