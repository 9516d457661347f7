import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME, type CalculatorInputs, compareSystems, messagesFor, type SiteLocale } from '@web/shared';
import type { CompiledMessages } from '../../i18n/compiledMessages';
import { PageLocaleProvider } from '../../i18n/PageLocale';
import { useHeadline } from './useHeadline';

function Headline({ inputs }: { inputs: CalculatorInputs }) {
  const { headline, detail } = useHeadline(compareSystems(inputs));
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
      <Headline inputs={inputs} />
    </PageLocaleProvider>,
  );
  return html.replace(/[\u00a0\u202f]/g, ' ');
}

describe('the calculator headline', () => {
  it('names Billvard on Growth cheapest at the defaults, against the next cheapest', () => {
    expect(headline({ invoices: 200, mrr: 500_000, reminders: 10 })).toBe(
      'Billvard on the Growth plan is the cheapest at 1,795 DKK a month. That is 2,855 DKK a month less than the next cheapest, e-conomic subscription module, at 4,650 DKK.',
    );
  });

  it('names Stripe where Stripe is cheapest, and says what Billvard would cost', () => {
    expect(headline({ invoices: 20, mrr: 10_000, reminders: 0 })).toBe(
      'Stripe Billing on the Scale plan is the cheapest at 230 DKK a month. Billvard on the Growth plan would cost 1,525 DKK a month, 1,295 DKK more.',
    );
  });

  it('names every option on a tie, with a capital where the sentence opens with a common noun', () => {
    expect(headline({ invoices: 0, mrr: 1_000_000, reminders: 0 })).toBe(
      'Invoicing by hand, e-conomic subscription module, and Billvard on the Free plan are the cheapest, each at 0 DKK a month. That is 8,000 DKK a month less than the next cheapest, Stripe Billing on the Scale plan, at 8,000 DKK.',
    );
  });

  it('above Scale, names only the cheapest priced option and says Billvard’s labour and that its price is on request', () => {
    expect(headline({ invoices: 3000, mrr: 0, reminders: 0 })).toBe(
      'Of the options with a published price, Stripe Billing on the Scale plan is the cheapest at 22,500 DKK a month. With Billvard, the labour alone would be 4,500 DKK a month. Above 2,500 invoices a month it takes the Enterprise plan, whose price is agreed on request, so we cannot say here whether it costs less.',
    );
  });

  it('speaks Danish and Norwegian, with their number formats', () => {
    expect(headline({ invoices: 200, mrr: 500_000, reminders: 10 }, 'da-DK')).toMatch(
      /^Billvard med Growth-planen er billigst med 1\.795 DKK om måneden\. Det er 2\.855 DKK mindre/,
    );
    expect(headline({ invoices: 11, mrr: 2_000_000, reminders: 0 }, 'nb-NO')).toMatch(
      /^Abonnementsmodulen i e-conomic er billigst med 248 DKK i måneden\./,
    );
  });
});
