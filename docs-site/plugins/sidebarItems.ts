/** Sidebar categories the breadcrumbs leave out (their pages move up a level in the tree). */
export const BREADCRUMB_SKIPPED_SEGMENTS = ['financial-audit', 'organization'];

/** The part of a sidebar item this module reads and writes. */
export interface SidebarItemLike {
  type: string;
  items?: SidebarItemLike[];
  customProps?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Whether a category is one of the skipped segments (marked in its `_category_.json`). */
export function isSkippedCategory(item: SidebarItemLike): boolean {
  return (
    item.type === 'category' && BREADCRUMB_SKIPPED_SEGMENTS.includes(String(item.customProps?.segment ?? ''))
  );
}

/**
 * Lifts the pages of skipped categories into their parent, so breadcrumbs (which follow the
 * sidebar tree) never show those segments; URLs stay as the folders give them.
 */
export function withoutSkippedCategories<T extends SidebarItemLike>(items: T[]): T[] {
  return items.flatMap((item) => {
    const children = item.items ? withoutSkippedCategories(item.items as T[]) : undefined;
    if (isSkippedCategory(item)) return children ?? [];
    return [children ? { ...item, items: children } : item];
  });
}
