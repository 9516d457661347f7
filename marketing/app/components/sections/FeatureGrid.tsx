import { FormattedMessage } from 'react-intl';
import { ContentLink } from '../page/ContentLink';
import { Icon, type IconName } from './icons';
import { SectionHeading } from './SectionHeading';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface FeatureItem {
  icon: IconName;
  title: string;
  text: string;
  /** A site path or https URL the card leads to; the whole card is then a link. */
  href?: string;
}

export interface FeatureGridProps {
  heading?: string;
  eyebrow?: string;
  intro?: string;
  items: FeatureItem[];
  /** Cards per row at desktop width. */
  columns?: 2 | 3 | 4;
}

/** Feature cards: icon, title, a sentence or two, and optionally where to read more. */
export function FeatureGrid({ heading, eyebrow, intro, items, columns = 3 }: FeatureGridProps) {
  return (
    <section {...blockProps()}>
      <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className={classes.grid} data-columns={columns}>
        {items.map((item) => (
          <li key={item.title} className={`${classes.card} ${item.href ? classes.linkCard : ''}`}>
            <span className={classes.icon}>
              <Icon name={item.icon} />
            </span>
            <h3 className={classes.cardTitle}>
              {item.href ? (
                <ContentLink className={classes.cardLink} href={item.href}>
                  {item.title}
                </ContentLink>
              ) : (
                item.title
              )}
            </h3>
            <p className={classes.cardText}>{item.text}</p>
            {item.href ? (
              <span className={classes.more} aria-hidden="true">
                <FormattedMessage id="sections.more" /> →
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
