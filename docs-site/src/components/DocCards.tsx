import Link from '@docusaurus/Link';
import { useCurrentSidebarCategory, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { docIcon } from '../data/docIcons';
import { DocIcon } from './DocIcon';
import styles from './DocCards.module.css';

/** A card's content: the sidebar gives title and link, the page's front matter the line. */
interface Card {
  title: string;
  href: string;
  line: string;
  docId: string;
}

/**
 * The pages of the current section as overview cards (`<DocCards />` on a section's index
 * page): title, the page's description as one line, an icon. Built from the sidebar while
 * prerendering; plain links, no script.
 */
export function DocCards() {
  const category = useCurrentSidebarCategory();
  const { docs } = useDocsVersion();
  const base = useBaseUrl('/');
  const cards = category.items.flatMap((item) => card(item, base, (id) => docs[id]?.description));
  return (
    <ul className={styles.cards}>
      {cards.map((entry) => (
        <li key={entry.href} className={styles.card}>
          <span className={styles.icon}>
            <DocIcon name={docIcon(entry.docId)} />
          </span>
          <Link to={entry.href} className={styles.title}>
            {entry.title}
          </Link>
          <p className={styles.line}>{entry.line}</p>
        </li>
      ))}
    </ul>
  );
}

function card(item: PropSidebarItem, base: string, description: (id: string) => string | undefined): Card[] {
  if (item.type === 'link' && item.docId) {
    return [{ title: item.label, href: item.href, line: description(item.docId) ?? '', docId: item.docId }];
  }
  if (item.type === 'category' && item.href) {
    // A category's link is its index page: `/docs/a/b` is doc `a/b/index`.
    const docId = `${item.href.slice(base.length).replace(/\/$/, '')}/index`;
    return [{ title: item.label, href: item.href, line: description(docId) ?? '', docId }];
  }
  return [];
}
