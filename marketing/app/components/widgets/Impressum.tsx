import { COMPANY, CONTACT } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import classes from './Widgets.module.css';

/** German names of the countries a registered address can be in. */
const GERMAN_COUNTRY_NAMES: Record<string, string> = { DK: 'Dänemark' };

/**
 * The legal imprint German law asks of a website offered in Germany (§ 5 DDG, § 18 MStV), in
 * German on every site, from the company constants. The line above it, in the reader's
 * language, says what it is and, while they are, that the details are placeholders.
 */
export function Impressum() {
  const address = [
    COMPANY.legalName,
    COMPANY.street,
    `${COMPANY.postcode} ${COMPANY.city}`,
    GERMAN_COUNTRY_NAMES[COMPANY.country] ?? COMPANY.country,
  ];
  const entries: [string, string][] = [
    ['Vertreten durch die Geschäftsführung (direktør)', COMPANY.managingDirector],
    ['Telefon', CONTACT.phone],
    ['E-Mail', CONTACT.email],
    [
      'Registereintrag',
      `Dänisches Zentrales Unternehmensregister (CVR) der Erhvervsstyrelsen, CVR-Nr. ${COMPANY.cvr}`,
    ],
    ['Umsatzsteuer-Identifikationsnummer', COMPANY.vatId],
    [
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      `${COMPANY.managingDirector}, Anschrift wie oben`,
    ],
  ];
  return (
    <section className={classes.impressum} aria-labelledby="impressum-heading">
      {COMPANY.placeholder ? (
        <p className={classes.placeholderNote}>
          <FormattedMessage id="impressum.placeholder" />
        </p>
      ) : null}
      <div lang="de">
        <h2 id="impressum-heading">Angaben gemäß § 5 DDG</h2>
        <p>
          {address.map((line, index) => (
            <span key={line}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
        <dl className={classes.impressumList}>
          {entries.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2>Verbraucherstreitbeilegung</h2>
        <p>
          Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
      </div>
    </section>
  );
}
