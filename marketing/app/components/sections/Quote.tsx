import { FormattedMessage } from 'react-intl';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface QuoteProps {
  quote: string;
  name: string;
  role: string;
  company: string;
  /**
   * Required, so nobody forgets it: true for invented content, which is then labelled
   * "Example content" on the page. Only a real, approved customer quote may say false.
   */
  example: boolean;
}

/** A customer's words, with who said them. */
export function Quote({ quote, name, role, company, example }: QuoteProps) {
  return (
    <figure {...blockProps(classes.quote)}>
      {example ? (
        <p className={classes.exampleLabel}>
          <FormattedMessage id="sections.example" />
        </p>
      ) : null}
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>
        <span>
          {role}, {company}
        </span>
      </figcaption>
    </figure>
  );
}
