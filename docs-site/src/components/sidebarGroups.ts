import { createContext, useContext } from 'react';

/**
 * The `name` the docs tree's category `<details>` share at one level, so the browser keeps one
 * of them open at a time (what `autoCollapseCategories` did with React). Each tree on a page
 * (the sidebar, the Navigate Docs panel) has its own prefix: a shared name would make opening a
 * group in one tree close the other's.
 */
export const SidebarGroupsName = createContext('docs-sidebar');

export function useGroupName(level: number): string {
  return `${useContext(SidebarGroupsName)}-${level}`;
}
