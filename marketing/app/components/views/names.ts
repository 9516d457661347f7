import {
  capabilityPostsToIn,
  type CapabilityId,
  exampleCountry,
  localeCountry,
  type SiteLocale,
} from '@web/shared';

/** The drawn product views content can name (`header.view` in front matter, `<ProductView name>`). */
export const VIEW_NAMES = ['invoices', 'subscription', 'erp', 'expensesErp', 'deviations', 'mrr'] as const;

export type ViewName = (typeof VIEW_NAMES)[number];

/**
 * Views that draw a capability posting to the example company's ERP. `expensesErp` is the ERP
 * view on the expenses page: it may only be drawn where expenses post to that ERP (the product
 * model's `integrations`), so a Finnish or German page, where the beta posts to no ERP, shows none.
 */
const VIEW_CAPABILITY: Partial<Record<ViewName, CapabilityId>> = { expensesErp: 'expenses' };

/** Whether a view may be drawn on a locale's page: always, unless it shows a capability that posts nowhere there. */
export function viewShownOn(name: ViewName, locale: SiteLocale): boolean {
  const id = VIEW_CAPABILITY[name];
  if (!id) return true;
  const country = exampleCountry(localeCountry(locale));
  const erps = capabilityPostsToIn(id, country);
  return erps === null || erps.length > 0;
}
