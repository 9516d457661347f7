import type { NavLink } from '../data/navigation';
import { contentLanguage } from '../locale/locales';
import { isMarketingPath, localizeHref } from '../paths';
import { useHeaderSettings } from './HeaderContext';
import classes from './Header.module.css';

/** One menu link: marketing pages in the page's locale, docs and other hosts as plain links. */
export function NavLinkItem({ link }: { link: NavLink }) {
  const { locale, translate, Link } = useHeaderSettings();
  const title = link.literal
    ? (link.titles?.[contentLanguage(locale)] ?? link.title)
    : translate(link.title, link.values);
  const body = (
    <>
      <span className={classes.linkTitle}>{title}</span>
      {link.description ? (
        <span className={classes.linkDescription}>{translate(link.description)}</span>
      ) : null}
      {link.target ? <span className="bv-visually-hidden"> {translate('header.newTab')}</span> : null}
    </>
  );
  if (isMarketingPath(link.href)) {
    return (
      <Link className={classes.link} href={localizeHref(link.href, locale)}>
        {body}
      </Link>
    );
  }
  return (
    <a
      className={classes.link}
      href={link.href}
      {...(link.target ? { target: link.target, rel: 'noopener' } : {})}
    >
      {body}
    </a>
  );
}
