import type { ReactNode } from 'react';
import { BRAND_NAME, CONTACT, CONTACT_PLACE, EXTERNAL_URLS, SUPPORT_HOURS } from '../brand';
import { FOOTER_COLUMNS } from '../data/footer';
import type { Translate } from '../i18n';
import { TRUST_BADGES, trustBadges } from '../locale/countries';
import { DEFAULT_LOCALE, localeLanguage, type SiteLocale } from '../locale/locales';
import { localizeHref, PATHS } from '../paths';
import { LATE_LAYOUT, MARKERS } from '../enhance/markers';
import { BadgeIcon } from './badges';
import { LocaleSwitcher } from './LocaleSwitcher';
import './footer.css';

export interface SiteFooterProps {
  /** Formats the footer's messages in the page's language. */
  translate: Translate;
  /** The locale links and the switcher follow. */
  locale: SiteLocale;
  /** The visitor's country, for the trust badges; null on the default site. */
  country: string | null;
  /** The page's path without a locale prefix. */
  path: string;
  /**
   * The docs' slimmer footer: no sales band, the link columns folded on phones (a reader at the
   * end of a doc wants the previous/next links, not ten lists), and a switcher that saves the
   * choice and stays on the page.
   */
  docs?: boolean;
  /** The Book a demo band above the links; form pages and the docs leave it out. */
  salesBand?: boolean;
  /** The link columns folded on phones: the docs', and the not-found page's, whose message is short. */
  folds?: boolean;
}

/** The address in the page's language; the languages we do not write get the English one. */
function placeIn(locale: SiteLocale) {
  const language = localeLanguage(locale);
  return language === 'da' || language === 'nb' ? CONTACT_PLACE[language] : CONTACT_PLACE.en;
}

function NewTabHint({ translate }: { translate: Translate }) {
  return <span className="bv-visually-hidden"> {translate('header.newTab')}</span>;
}

/**
 * One link column. A folding column is a `<details>` whose summary is its heading: closed on
 * phones, while from 48em its CSS shows the content whatever the state (::details-content), so
 * wider screens see every column as on the marketing pages.
 */
function FooterColumn({ folds, title, children }: { folds: boolean; title: string; children: ReactNode }) {
  if (!folds) {
    return (
      <div className="site-footer__column">
        <h2 className="site-footer__heading">{title}</h2>
        {children}
      </div>
    );
  }
  return (
    <details className="site-footer__column site-footer__column--folds">
      <summary className="site-footer__heading">
        <h2>{title}</h2>
        <svg className="site-footer__fold-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      {children}
    </details>
  );
}

/** The site footer both apps render: call to action, ten link columns, badges, switcher, legal line. */
export function SiteFooter({
  translate,
  locale,
  country,
  path,
  docs = false,
  salesBand = !docs,
  folds = docs,
}: SiteFooterProps) {
  const href = (target: string) => localizeHref(target, locale);
  const shown: readonly string[] = trustBadges(country);
  // The English docs are prerendered once for every locale: they carry every badge, and the site
  // script shows the saved country's (enhance/savedLocale.ts); a marketing page, and the Danish
  // and Norwegian docs, carry their own country's.
  const followsSaved = docs && locale === DEFAULT_LOCALE;
  const badges = followsSaved ? TRUST_BADGES : trustBadges(country);
  return (
    <footer
      className="site-footer"
      {...LATE_LAYOUT}
      {...(followsSaved ? { [MARKERS.followsSavedLocale]: '' } : {})}
    >
      {salesBand ? (
        <section className="site-footer__cta" aria-labelledby="site-footer-cta">
          <div className="site-footer__inner site-footer__cta-inner">
            <div>
              <h2 id="site-footer-cta" className="site-footer__cta-title">
                {translate('footer.cta.title')}
              </h2>
              <p className="site-footer__cta-body">{translate('footer.cta.body')}</p>
            </div>
            <a className="site-footer__cta-button" href={href(PATHS.bookDemo)} target="_blank" rel="noopener">
              {translate('footer.cta.button')}
              <NewTabHint translate={translate} />
            </a>
          </div>
        </section>
      ) : null}

      <nav className="site-footer__inner site-footer__columns" aria-label={translate('footer.nav')}>
        {FOOTER_COLUMNS.map((column) => (
          <FooterColumn key={column.id} folds={folds} title={translate(column.title)}>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={href(link.href)}
                    {...(link.target ? { target: link.target, rel: 'noopener' } : {})}
                  >
                    {link.literal ? link.title : translate(link.title)}
                    {link.target ? <NewTabHint translate={translate} /> : null}
                  </a>
                  {link.href === CONTACT.phoneHref && country && country !== CONTACT.phoneCountry ? (
                    <span className="site-footer__phone-note"> {translate('contact.phone.danishLine')}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {column.id === 'contact' ? (
              <p className="site-footer__note">
                {translate('footer.supportHours', {
                  hours: translate('contact.hours', {
                    opens: SUPPORT_HOURS.opens,
                    closes: SUPPORT_HOURS.closes,
                  }),
                })}
                <br />
                {translate('footer.address', placeIn(locale))}
              </p>
            ) : null}
          </FooterColumn>
        ))}
      </nav>

      <div className="site-footer__inner site-footer__meta">
        <ul className="site-footer__badges" aria-label={translate('footer.badges')}>
          {badges.map((badge) => (
            <li
              key={badge}
              className="site-footer__badge"
              {...(followsSaved ? { [MARKERS.trustBadge]: badge } : {})}
              {...(shown.includes(badge) ? {} : { [MARKERS.badgeOff]: '' })}
            >
              <BadgeIcon badge={badge} />
              {translate(`footer.badge.${badge}`)}
            </li>
          ))}
        </ul>
        <LocaleSwitcher translate={translate} current={locale} path={path} docs={docs} />
      </div>

      <div className="site-footer__inner site-footer__legal">
        <p suppressHydrationWarning>
          {translate('footer.copyright', { year: new Date().getFullYear(), brand: BRAND_NAME })}
        </p>
        <ul>
          <li>
            <a href={href(PATHS.privacyPolicy)}>{translate('footer.privacy')}</a>
          </li>
          <li>
            <a href={href(PATHS.securityPolicy)}>{translate('footer.security')}</a>
          </li>
          <li>
            <a href={EXTERNAL_URLS.linkedIn} target="_blank" rel="noopener" className="site-footer__social">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <rect width="24" height="24" rx="4" fill="currentColor" />
                <path
                  fill="#14213D"
                  d="M6 9.5h2.6V18H6zm1.3-4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM10.3 9.5h2.5v1.2c.4-.7 1.3-1.4 2.6-1.4 2.7 0 3.2 1.8 3.2 4.1V18H16v-4c0-1 0-2.2-1.3-2.2s-1.6 1-1.6 2.1V18h-2.6z"
                />
              </svg>
              <span className="bv-visually-hidden">
                {translate('footer.social')} {translate('header.newTab')}
              </span>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
