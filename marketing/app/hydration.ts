import type { UIMatch } from 'react-router';

/**
 * What a route module may declare in its `handle`. Pages are prerendered HTML that work with
 * no framework script; a route sets `hydrate: true` only when its page needs React in the
 * browser (the calculator, the catalogue's filters, forms with live validation).
 */
export interface RouteHandle {
  hydrate?: boolean;
}

/** The `handle` of a route whose page hydrates. */
export const HYDRATED: RouteHandle = { hydrate: true };

/** Whether any matched route asks for hydration. */
export function needsHydration(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
