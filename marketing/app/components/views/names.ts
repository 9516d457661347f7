/** The drawn product views content can name (`header.view` in front matter, `<ProductView name>`). */
export const VIEW_NAMES = ['invoices', 'subscription', 'erp', 'deviations', 'mrr'] as const;

export type ViewName = (typeof VIEW_NAMES)[number];
