import type { SiteLocale } from '@web/shared';
import type { CompiledMessages } from '../i18n/compiledMessages';

/** What an island needs from its page to render as the prerender did: the page's locale and messages. */
export interface IslandProps {
  locale: SiteLocale;
  path: string;
  messages: CompiledMessages;
}

/** The attribute on an island's root element (its value is the island's name). */
export const ISLAND_ROOT = 'data-island';
/** Set on an island's root once React has taken it over, so tests wait for it and not the network. */
export const ISLAND_HYDRATED = 'data-island-hydrated';
/** The attribute on the JSON block holding an island's props (its value is the island's name). */
export const ISLAND_PROPS = 'data-island-props';

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
