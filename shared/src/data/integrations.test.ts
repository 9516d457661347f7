import { describe, expect, it } from 'vitest';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATIONS,
  integrationDocsPath,
  integrationPagePath,
  integrationsIn,
} from './integrations';

describe('the integration list', () => {
  it('holds the per-category counts of DECISIONS.md (29 in all)', () => {
    const counts = Object.fromEntries(
      INTEGRATION_CATEGORIES.map((category) => [category, integrationsIn(category).length]),
    );
    expect(counts).toEqual({
      erp: 11,
      'payment-card': 1,
      'direct-debit': 4,
      bank: 7,
      reporting: 3,
      crm: 1,
      other: 2,
    });
    expect(INTEGRATIONS).toHaveLength(29);
  });

  it('has unique, lowercase slugs', () => {
    const slugs = INTEGRATIONS.map((integration) => integration.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(INTEGRATIONS)('$slug has a title, a known category and known countries', (integration) => {
    expect(integration.title.trim()).not.toBe('');
    expect(INTEGRATION_CATEGORIES).toContain(integration.category);
    for (const country of integration.countries) expect(['DK', 'NO', 'SE', 'FI', 'DE']).toContain(country);
  });
});

describe('integration paths', () => {
  it('links an integration to its page and its docs under its category', () => {
    const economic = INTEGRATIONS.find((integration) => integration.slug === 'e-conomic')!;
    expect(integrationPagePath(economic)).toBe('/integrations/e-conomic');
    expect(integrationDocsPath(economic)).toBe('/docs/organization/settings/integrations/erp/e-conomic');
  });

  it('sends the generic bank entry to the bank category page', () => {
    const bank = INTEGRATIONS.find((integration) => integration.slug === 'bank')!;
    expect(integrationDocsPath(bank)).toBe('/docs/organization/settings/integrations/bank');
  });
});
