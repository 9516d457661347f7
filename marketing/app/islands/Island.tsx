import { islandLoader } from '@web/shared';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { CompiledMessages } from '../i18n/compiledMessages';
import { usePageLocale } from '../i18n/PageLocale';
import { type IslandName, islandSrc } from './islandScripts';
import { ISLAND_PROPS, ISLAND_ROOT, type IslandProps, scriptSafeJson } from './islandProps';

/**
 * A tool rendered into the prerendered page as an island: its root element, its props as a
 * JSON block, and the loader of the module that hydrates that root alone (`hydrateIsland.tsx`),
 * which starts it once the page has loaded and the browser is idle. The page around it is React
 * Router's prerender and never hydrates: no router runtime loads.
 */
export function Island({ name, component: Component }: { name: IslandName; component: ComponentType }) {
  const { locale, path } = usePageLocale();
  const { messages } = useIntl();
  const props: IslandProps = { locale, path, messages: messages as CompiledMessages };
  return (
    <>
      <div {...{ [ISLAND_ROOT]: name }}>
        <Component />
      </div>
      <script
        type="application/json"
        {...{ [ISLAND_PROPS]: name }}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
      />
      <script dangerouslySetInnerHTML={{ __html: islandLoader(islandSrc(name)) }} />
    </>
  );
}
