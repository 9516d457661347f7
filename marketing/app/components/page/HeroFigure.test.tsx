import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME, competitorRate, messagesFor, planById } from '@web/shared';
import type { CompiledMessages } from '../../i18n/compiledMessages';
import { PageLocaleProvider } from '../../i18n/PageLocale';
import { caseFigures, shownSide } from '../../features/cases/caseFigures';
import { HeroFigure } from './HeroFigure';

function render(node: ReactNode, locale: 'default' | 'nb-NO' = 'default') {
  const messages = Object.fromEntries(
    Object.entries(messagesFor(locale === 'nb-NO' ? 'nb' : 'en')).map(([id, text]) => [
      id,
      text.split('{brand}').join(BRAND_NAME),
    ]),
  );
  return renderToStaticMarkup(
    <PageLocaleProvider locale={locale} path="/" messages={messages as unknown as CompiledMessages}>
      {node}
    </PageLocaleProvider>,
  ).replaceAll('\u00a0', ' ');
}

describe('HeroFigure', () => {
  it("states a plan's price, allowance and price per invoice from the pricing data", () => {
    const growth = planById('growth');
    const html = render(<HeroFigure figure={{ plan: 'growth' }} />);
    expect(html).toContain(`${growth.monthlyDkk!.toLocaleString('en')} DKK`);
    expect(html).toContain(`${growth.invoiceLimit!.toLocaleString('en')}`);
    expect(html).toContain(`${(growth.monthlyDkk! / growth.invoiceLimit!).toFixed(2)} DKK`);
  });

  it('adds the approximate NOK amount on Norwegian pages', () => {
    expect(render(<HeroFigure figure={{ plan: 'growth' }} />, 'nb-NO')).toMatch(/≈ [\d\s]+ NOK/);
  });

  it("puts the volume where a rival's share of volume meets the plan's fixed price", () => {
    const rate = competitorRate('stripe-billing-pay-as-you-go');
    const price = planById('growth').monthlyDkk!;
    const breakEven = Math.round(price / (rate.percentOfVolume / 100) / 100) * 100;
    const html = render(<HeroFigure figure={{ rate: rate.id, plan: 'growth' }} />);
    expect(html).toContain(`${breakEven.toLocaleString('en')} DKK`);
    expect(html).toContain(`${rate.percentOfVolume}% of billing volume`);
  });

  it("shows a worked example's month today and with us, and the yearly difference, from the calculator's model", () => {
    const inputs = {
      invoices: 400,
      mrr: 240000,
      reminders: 10,
      before: 'e-conomic',
      currency: 'DKK',
    } as const;
    const figures = caseFigures(inputs);
    const before = shownSide(figures.before, 'DKK');
    const after = shownSide(figures.after, 'DKK');
    const html = render(<HeroFigure figure={{ inputs }} />);
    expect(html).toContain(`${before.monthly.toLocaleString('en')} DKK`);
    expect(html).toContain(`${after.monthly.toLocaleString('en')} DKK`);
    expect(html).toContain(`${(before.yearly - after.yearly).toLocaleString('en')} DKK`);
  });
});
