import { describe, expect, it } from 'vitest';
import { INTEGRATIONS, integrationsIn } from './integrations';
import { DEFAULT_NAVIGATION, groupHolding, itemLinks, navigationFor } from './navigation';

const group = (title: string) => DEFAULT_NAVIGATION.find((item) => item.title === title)!;

describe('navigationFor', () => {
  it.each(['en', 'da', 'nb', 'sv', 'xx', '', '__proto__', 'constructor'])(
    'gives %j the default item set',
    (language) => {
      expect(navigationFor(language)).toBe(DEFAULT_NAVIGATION);
    },
  );
});

describe('the default item set', () => {
  it('has the header groups, then Pricing', () => {
    expect(DEFAULT_NAVIGATION.map((item) => item.title)).toEqual([
      'nav.product',
      'nav.solutions',
      'nav.integrations',
      'nav.resources',
      'nav.company',
      'nav.pricing',
    ]);
  });

  it('lists every ERP and bank integration from the data, and counts the catalogue from it', () => {
    const links = itemLinks(group('nav.integrations'));
    const named = links.filter((link) => link.literal).map((link) => link.title);
    expect(named).toEqual(integrationsIn('erp', 'bank').map((integration) => integration.title.en));
    expect(named).toHaveLength(18);
    expect(links.find((link) => link.href === '/integrations')?.values).toEqual({
      count: INTEGRATIONS.length,
    });
  });

  it('opens links to other hosts in a new tab, and only those', () => {
    for (const link of DEFAULT_NAVIGATION.flatMap(itemLinks)) {
      expect(link.target === '_blank', link.href).toBe(link.href.startsWith('https://'));
    }
  });

  it('gives the AI page the slug derived from the brand', () => {
    expect(itemLinks(group('nav.product')).map((link) => link.href)).toContain('/features/billvard-ai');
  });
});

describe('groupHolding', () => {
  it.each([
    ['/features/billing', 'nav.product'],
    ['/founders', 'nav.solutions'],
    ['/integrations/e-conomic', 'nav.integrations'],
    ['/company/careers', 'nav.company'],
    ['/pricing', null],
    ['/', null],
    ['/no-such-page', null],
  ])('finds the group holding %s: %j', (path, title) => {
    expect(groupHolding(DEFAULT_NAVIGATION, path)?.title ?? null).toBe(title);
  });
});
