import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BRAND_NAME,
  type CalculatorInputs,
  calculatorMarket,
  compareSystems,
  localeCountry,
  messagesFor,
  type SiteLocale,
} from '@web/shared';
import type { CompiledMessages } from '../../i18n/compiledMessages';
import { PageLocaleProvider } from '../../i18n/PageLocale';
import { useHeadline } from './useHeadline';

function Headline({ inputs, locale }: { inputs: CalculatorInputs; locale: SiteLocale }) {
  const { headline, detail } = useHeadline(compareSystems(inputs, calculatorMarket(localeCountry(locale))));
  return <>{detail ? `${headline} ${detail}` : headline}</>;
}

/** The headline and its detail as a page in the locale shows them (no-break spaces as spaces). */
function headline(inputs: CalculatorInputs, locale: SiteLocale = 'default'): string {
  const language = locale === 'da-DK' ? 'da' : locale === 'nb-NO' ? 'nb' : 'en';
  const messages = Object.fromEntries(
    Object.entries(messagesFor(language)).map(([id, text]) => [id, text.split('{brand}').join(BRAND_NAME)]),
  );
  const html = renderToStaticMarkup(
    <PageLocaleProvider locale={locale} path="/calculator" messages={messages as unknown as CompiledMessages}>
      <Headline inputs={inputs} locale={locale} />
    </PageLocaleProvider>,
  );
  return html.replace(/[\u00a0\u202f]/g, ' ');
}

describe('the calculator headline', () => {
  it('names Billvard on Growth cheapest at the defaults, against the next cheapest, and splits the saving', () => {
    expect(headline({ invoices: 200, mrr: 500_000, reminders: 10 })).toBe(
      'Billvard on the Growth plan is the cheapest at 2,545 DKK a month. That is 2,105 DKK a month less than the next cheapest, e-conomic subscription module, at 4,650 DKK. Labour, our estimate: 3,600 DKK less; fees: 1,495 DKK more.',
    );
  });

  it('names Stripe where Stripe is cheapest, and says what Billvard would cost and why', () => {
    expect(headline({ invoices: 100, mrr: 100_000, reminders: 0 })).toBe(
      'Stripe Billing is the cheapest at 1,825 DKK a month. Billvard on the Growth plan would cost 2,020 DKK a month, 195 DKK more. Labour, our estimate: 600 DKK less; fees: 795 DKK more.',
    );
  });

  it('names every option on a tie, with a capital where the sentence opens with a common noun', () => {
    expect(headline({ invoices: 0, mrr: 1_000_000, reminders: 0 })).toBe(
      'Invoicing by hand, e-conomic subscription module, and Billvard on the Free plan are the cheapest, each at 0 DKK a month. That is 7,000 DKK a month less than the next cheapest, Stripe Billing, at 7,000 DKK. Labour, our estimate: the same; fees: 7,000 DKK less.',
    );
  });

  it('above Scale, names only the cheapest priced option and says Billvard’s labour and that its price is on request', () => {
    expect(headline({ invoices: 3000, mrr: 0, reminders: 0 })).toBe(
      'Of the options with a published price, Stripe Billing is the cheapest at 33,750 DKK a month. With Billvard, the labour alone would be 4,500 DKK a month. Above 2,500 invoices a month it takes the Enterprise plan, whose price is agreed on request, so we cannot say here whether it costs less.',
    );
  });

  it('speaks Danish with its number format, and Norwegian in NOK against Tripletex', () => {
    expect(headline({ invoices: 200, mrr: 500_000, reminders: 10 }, 'da-DK')).toMatch(
      /^Billvard med Growth-planen er billigst med 2\.545 DKK om måneden\. Det er 2\.105 DKK mindre/,
    );
    expect(headline({ invoices: 200, mrr: 500_000, reminders: 10 }, 'nb-NO')).toBe(
      'Billvard med Growth-planen er billigst med 3 600 NOK i måneden. Det er 1 980 NOK mindre i måneden enn den nest billigste, repeterende faktura i Tripletex, med 5 580 NOK. Arbeidstid, vårt anslag: 4 320 NOK mindre; gebyrer: 2 340 NOK mer.',
    );
    expect(headline({ invoices: 11, mrr: 2_000_000, reminders: 0 }, 'en-NO')).toMatch(
      /^Tripletex repeating invoices is the cheapest at 297 NOK a month\./,
    );
  });
});
