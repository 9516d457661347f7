import Link from '@docusaurus/Link';
import { isActiveSidebarItem, useVisibleSidebarItems } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocSidebarItem/Category';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useGroupName } from '../../../components/sidebarGroups';
import styles from './styles.module.css';

/** The page's path without a trailing slash, as the sidebar's hrefs are written. */
const samePath = (a: string | undefined, b: string) =>
  a !== undefined && a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * A sidebar category as a `<details>` (replaces the theme's, which needs React to open and
 * close and leaves a closed category's pages out of the prerendered page). Every page of every
 * category is in the HTML; the category holding the current page starts open; siblings share a
 * `name`, so opening one closes the others, with or without JavaScript. A category with its own
 * page links it from its label, and the chevron at the row's end opens and closes it.
 */
export default function DocSidebarItemCategory({
  item,
  activePath,
  level,
  index,
  onItemClick: _onItemClick,
  ...props
}: Props): ReactNode {
  const visible = useVisibleSidebarItems(item.items, activePath);
  const name = useGroupName(level);
  if (visible.length === 0)
    return <EmptyCategory item={item} activePath={activePath} level={level} index={index} />;
  const active = isActiveSidebarItem(item, activePath);
  const current = samePath(item.href, activePath);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        styles.item,
        item.className,
      )}
    >
      {item.href ? (
        <Link
          to={item.href}
          className={clsx('menu__link', styles.link, active && styles.active)}
          aria-current={current ? 'page' : undefined}
          {...props}
        >
          {item.label}
        </Link>
      ) : null}
      <details name={name} open={active} className={styles.group}>
        {/* With a page of its own the label is that page's link, beside the summary (a link
            inside a summary would be a control inside a control); the summary is the chevron,
            named after the category. */}
        <summary
          className={clsx(
            item.href ? styles.toggle : ['menu__link', styles.summary, active && styles.active],
          )}
        >
          {item.href ? <span className="bv-visually-hidden">{item.label}</span> : item.label}
          <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.75" />
          </svg>
        </summary>
        <ul className="menu__list">
          <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} />
        </ul>
      </details>
    </li>
  );
}

/** A category with no visible pages is a link to its own page (or nothing), as in the theme. */
function EmptyCategory({
  item,
  activePath,
  level,
  index,
}: {
  item: PropSidebarItemCategory;
  activePath: string;
  level: number;
  index: number;
}) {
  if (typeof item.href !== 'string') return null;
  const link = {
    type: 'link' as const,
    href: item.href,
    label: item.label,
    className: item.className,
    customProps: item.customProps,
    description: item.description,
  };
  return <DocSidebarItemLink item={link} activePath={activePath} level={level} index={index} />;
}
