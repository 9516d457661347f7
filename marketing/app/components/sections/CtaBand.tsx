import { EXTERNAL_URLS, localizeHref, PATHS } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface CtaBandProps {
  heading: string;
  text?: string;
}

/** The next step: Book a demo and Start free (the free plan's sign-up), both in a new tab. */
export function CtaBand({ heading, text }: CtaBandProps) {
  const { locale } = usePageLocale();
  return (
    <section {...blockProps(classes.cta)}>
      <div>
        <h2>{heading}</h2>
        {text ? <p>{text}</p> : null}
      </div>
      <div className={classes.ctaActions}>
        <a
          className={classes.buttonPrimary}
          href={localizeHref(PATHS.bookDemo, locale)}
          target="_blank"
          rel="noopener"
        >
          <FormattedMessage id="sections.cta.bookDemo" />
        </a>
        <a className={classes.buttonSecondary} href={EXTERNAL_URLS.signUpFree} target="_blank" rel="noopener">
          <FormattedMessage id="sections.cta.startFree" />
        </a>
      </div>
    </section>
  );
}
