import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import type { ComponentProps } from 'react';

/** The search results page: useful to readers, not to search engines (noindex keeps it out of the sitemap too). */
export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
