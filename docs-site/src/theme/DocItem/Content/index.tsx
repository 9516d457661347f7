import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import { contentLanguage, MARKERS, SEARCH_INDEX, splitDocsPath } from '@web/shared';
import { docsSiteLocale, translate } from '../../../components/translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Whether a Danish or Norwegian page was built from the English file: Docusaurus falls back to
 * it when the locale's folder (i18n/{locale}/docusaurus-plugin-content-docs/current) has none.
 */
function isFallback(source: string): boolean {
  return docsSiteLocale !== 'default' && !source.startsWith('@site/i18n/');
}

/**
 * Adds a visible beta badge to pages whose front matter says `beta: true`, and marks the page's
 * text (not the menus, breadcrumbs or contents list around it) for the site search. A Danish or
 * Norwegian page without its translation says so above its English text, links the English
 * page, and marks that text as English.
 */
export default function ContentWrapper(props: Props) {
  const { frontMatter, metadata } = useDoc();
  const beta = (frontMatter as { beta?: boolean }).beta === true;
  const fallback = isFallback(metadata.source);
  const englishPath = splitDocsPath(metadata.permalink)?.path ?? metadata.permalink;
  return (
    <div {...SEARCH_INDEX.body} {...(fallback ? { lang: 'en', [MARKERS.docsFallback]: englishPath } : {})}>
      {fallback ? (
        <p className={styles.untranslated} lang={contentLanguage(docsSiteLocale)}>
          {translate('docs.untranslated.text')}{' '}
          <a href={englishPath}>{translate('docs.untranslated.link')}</a>
        </p>
      ) : null}
      {beta ? (
        <p className={styles.beta}>
          <span className={styles.badge}>
            <Translate id="docs.beta.badge">Beta</Translate>
          </span>
          <Translate id="docs.beta.text">
            This feature is in beta: it works, and it may still change.
          </Translate>
        </p>
      ) : null}
      <Content {...props} />
    </div>
  );
}
