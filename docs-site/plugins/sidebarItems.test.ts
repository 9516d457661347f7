import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREADCRUMB_SKIPPED_SEGMENTS, withoutSkippedCategories } from './sidebarItems';

const doc = (id: string) => ({ type: 'doc', id });
const category = (label: string, items: unknown[], segment?: string) => ({
  type: 'category',
  label,
  items,
  ...(segment ? { customProps: { segment } } : {}),
});

describe('withoutSkippedCategories', () => {
  it('lifts the pages of organization and financial-audit into their parents', () => {
    const tree = [
      category(
        'Organization',
        [category('Settings', [doc('organization/settings/general')])],
        'organization',
      ),
      category('ERP sync', [
        doc('erp-sync/erp-lines'),
        category('ERP reconciliation', [doc('erp-sync/financial-audit/deviation-report')], 'financial-audit'),
      ]),
    ];
    expect(withoutSkippedCategories(tree as never)).toEqual([
      category('Settings', [doc('organization/settings/general')]),
      category('ERP sync', [doc('erp-sync/erp-lines'), doc('erp-sync/financial-audit/deviation-report')]),
    ]);
  });

  it('keeps every other category as it is', () => {
    const tree = [category('Billing', [doc('billing/plans')], 'billing')];
    expect(withoutSkippedCategories(tree as never)).toEqual(tree);
  });
});

describe('the docs folders', () => {
  it.each([
    ['organization', 'docs/organization/_category_.json'],
    ['financial-audit', 'docs/erp-sync/financial-audit/_category_.json'],
  ])('mark the %s folder as skipped in its _category_.json', (segment, file) => {
    expect(BREADCRUMB_SKIPPED_SEGMENTS).toContain(segment);
    const settings = JSON.parse(readFileSync(join(import.meta.dirname, '..', file), 'utf8'));
    expect(settings.customProps?.segment).toBe(segment);
  });
});
