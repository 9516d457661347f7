import { parse } from '@formatjs/icu-messageformat-parser';
import {
  type CalculatorInputs,
  calculatorMarket,
  compareSystems,
  contentLanguage,
  DEFAULT_LOCALE,
  LOCALES,
  localeCountry,
  messagesFor,
  type SiteLocale,
} from '@web/shared';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CompiledMessages } from '../i18n/compiledMessages';

/**
 * The islands' build swaps react-intl for islandIntl.tsx (vite.islands.config.ts). Hydration needs
 * the island's first render to match the prerender, which react-intl wrote, text node for text
 * node: so each island renders here in every locale with both, and the two must be the same
 * markup (renderToString keeps the separators between adjacent text nodes that hydration reads).
 */

/** A language's messages compiled as the build compiles them (vite.config.ts, compiled-messages). */
function compiled(locale: SiteLocale): CompiledMessages {
  const entries = Object.entries(messagesFor(contentLanguage(locale))).map(([id, text]) => [id, parse(text)]);
  return Object.fromEntries(entries) as CompiledMessages;
}

/** The calculator's headline for other inputs: sentences the first render does not show. */
const HEADLINE_INPUTS: CalculatorInputs[] = [
  { invoices: 100, mrr: 100_000, reminders: 0 },
  { invoices: 0, mrr: 1_000_000, reminders: 0 },
  { invoices: 20_000, mrr: 90_000_000, reminders: 2_000 },
];

/** Renders the islands in a locale with whichever react-intl the module graph resolves. */
async function render(locale: SiteLocale): Promise<string[]> {
  const { PageLocaleProvider } = await import('../i18n/PageLocale');
  const { Calculator } = await import('../features/calculator/Calculator');
  const { IntegrationCatalogue } = await import('../features/catalogue/IntegrationCatalogue');
  const { useHeadline } = await import('../features/calculator/useHeadline');
  const market = calculatorMarket(localeCountry(locale));
  function Headlines() {
    return HEADLINE_INPUTS.map((inputs) => {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list: the same calls every render
      const { headline, detail } = useHeadline(compareSystems(inputs, market));
      return (
        <p key={inputs.invoices}>
          {headline} {detail}
        </p>
      );
    });
  }
  const messages = compiled(locale);
  const page = (Island: ComponentType) =>
    renderToString(
      <PageLocaleProvider locale={locale} path="/" messages={messages}>
        <Island />
      </PageLocaleProvider>,
    );
  return [page(Calculator), page(IntegrationCatalogue), page(Headlines)];
}

describe('the islands with islandIntl in place of react-intl', () => {
  for (const locale of [DEFAULT_LOCALE, ...LOCALES] as SiteLocale[]) {
    it(`render the markup react-intl renders (${locale})`, async () => {
      const withReactIntl = await render(locale);
      vi.resetModules();
      vi.doMock('react-intl', () => import('./islandIntl'));
      try {
        const withIslandIntl = await render(locale);
        expect(withIslandIntl).toEqual(withReactIntl);
        // Not an empty render that matches itself: the calculator's table and the catalogue's tiles are there.
        expect(withIslandIntl[0]).toContain('<table');
        expect(withIslandIntl[1]).toContain('<h3');
      } finally {
        vi.doUnmock('react-intl');
        vi.resetModules();
      }
    });
  }
});
