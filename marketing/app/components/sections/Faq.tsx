import { type FaqItem, faqJsonLd, jsonLdText } from './faqJsonLd';
import { SectionHeading } from './SectionHeading';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface FaqProps {
  heading?: string;
  /** An anchor for the heading, so a link to the FAQ stays stable when the heading is reworded. */
  id?: string;
  items: FaqItem[];
}

/** Questions that open in place (native `<details>`: no script), with FAQPage JSON-LD from the same items. */
export function Faq({ heading, id, items }: FaqProps) {
  return (
    <section {...blockProps(classes.faq)}>
      <SectionHeading heading={heading} id={id} />
      <div className={classes.faqList}>
        {items.map((item) => (
          <details key={item.question} className={classes.faqItem}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(faqJsonLd(items)) }} />
    </section>
  );
}
