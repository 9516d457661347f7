import { FormattedMessage } from 'react-intl';

/** Lets keyboard users jump past the header to the page's main content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <FormattedMessage id="site.skipToContent" />
    </a>
  );
}
