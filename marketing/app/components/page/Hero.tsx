import { isMarketingPath, localizeHref } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import type { Hero as HeroData } from '../../content/pageData';
import { usePageLocale } from '../../i18n/PageLocale';
import { Image } from '../Image';
import classes from './Page.module.css';

/** The hero header: tag, heading, title, description, link and image. Its title is the page's H1. */
export function Hero({
  hero,
  section,
  overlap,
}: {
  hero: HeroData;
  section: string | null;
  overlap: boolean;
}) {
  const { locale } = usePageLocale();
  const Title = hero.headingIsH1 ? 'p' : 'h1';
  const href =
    hero.link && (isMarketingPath(hero.link.href) ? localizeHref(hero.link.href, locale) : hero.link.href);
  // Book demo opens in a new tab everywhere (DECISIONS.md, Forms).
  const newTab = hero.link?.href === '/book-demo';
  return (
    <section className={`${classes.hero} ${overlap ? classes.overlap : ''}`}>
      <div className={`${classes.container} ${classes.heroInner}`}>
        <div>
          {section ? (
            <p className={classes.section}>
              <FormattedMessage id={section} />
            </p>
          ) : null}
          {hero.tag ? <p className={classes.heroTag}>{hero.tag}</p> : null}
          {hero.heading ? (
            hero.headingIsH1 ? (
              <h1 className={classes.heroHeading}>{hero.heading}</h1>
            ) : (
              <p className={classes.heroHeading}>{hero.heading}</p>
            )
          ) : null}
          <Title className={classes.heroTitle}>{hero.title}</Title>
          <p className={classes.heroDescription}>{hero.description}</p>
          {hero.link && href ? (
            <a
              className={classes.heroLink}
              href={href}
              {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {hero.link.label}
            </a>
          ) : null}
        </div>
        {hero.image ? (
          <Image
            className={classes.heroImage}
            src={hero.image}
            alt=""
            width={560}
            height={420}
            sizes="(min-width: 62em) 40vw, 100vw"
            priority
          />
        ) : null}
      </div>
    </section>
  );
}
