import { isMarketingPath, localizeHref, opensInNewTab } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import type { Hero as HeroData } from '../../content/pageData';
import { usePageLocale } from '../../i18n/PageLocale';
import { Image } from '../Image';
import { HeroFigure } from './HeroFigure';
import { ProductView } from '../views/ProductViews';
import { viewShownOn } from '../views/names';
import classes from './Page.module.css';

/** A hero call to action: site paths keep the locale; Book a demo and other hosts open in a new tab. */
function HeroLink({ link, className }: { link: { label: string; href: string }; className?: string }) {
  const { locale } = usePageLocale();
  const href = isMarketingPath(link.href) ? localizeHref(link.href, locale) : link.href;
  const newTab = opensInNewTab(link.href) ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <a className={className} href={href} {...newTab}>
      {link.label}
    </a>
  );
}

/**
 * The hero: one label line, the H1, the description, up to two calls to action, and a drawn
 * product view, an image or a key number from the data beside them. Without any of them the
 * text is centred, so no half of the hero stays empty.
 */
export function Hero({
  hero,
  section,
  overlap,
}: {
  hero: HeroData;
  section: string | null;
  overlap: boolean;
}) {
  const Title = hero.headingIsH1 ? 'p' : 'h1';
  const { locale } = usePageLocale();
  const visual =
    hero.view && viewShownOn(hero.view, locale) ? (
      <div className={classes.heroVisual}>
        <ProductView name={hero.view} />
      </div>
    ) : hero.image ? (
      <Image
        className={classes.heroImage}
        src={hero.image}
        alt=""
        width={560}
        height={420}
        sizes="(min-width: 62em) 40vw, 100vw"
        priority
      />
    ) : hero.figure ? (
      <div className={classes.heroVisual}>
        <HeroFigure figure={hero.figure} />
      </div>
    ) : null;
  // One label above the title: the short heading, else the tag, else the section's name.
  const label = hero.headingIsH1 ? null : hero.heading ? (
    <p className={classes.heroHeading}>{hero.heading}</p>
  ) : hero.tag ? (
    <p className={classes.section}>{hero.tag}</p>
  ) : section ? (
    <p className={classes.section}>
      <FormattedMessage id={section} />
    </p>
  ) : null;
  return (
    <section className={`${classes.hero} ${overlap ? classes.overlap : ''}`}>
      <div className={`${classes.container} ${visual ? classes.heroInner : classes.heroCentred}`}>
        <div className={classes.heroText}>
          {hero.headingIsH1 ? <h1 className={classes.heroHeadingTitle}>{hero.heading}</h1> : label}
          <Title className={classes.heroTitle}>{hero.title}</Title>
          <p className={classes.heroDescription}>{hero.description}</p>
          {hero.link || hero.secondaryLink ? (
            <div className={classes.heroActions}>
              {hero.link ? <HeroLink link={hero.link} className={classes.heroLink} /> : null}
              {hero.secondaryLink ? (
                <HeroLink link={hero.secondaryLink} className={classes.heroSecondary} />
              ) : null}
            </div>
          ) : null}
        </div>
        {visual}
      </div>
    </section>
  );
}
