/**
 * What a task page's "Before you begin" block may name
 * (docs/decisions/2026-11-25-docs-roles-task-pages-call-outs-and-figures.md). The roles are the
 * application's four (Settings → Users); the plans are the
 * price list's, or "Any plan".
 */
export const DOC_ROLES = ['Owner', 'Admin', 'Finance', 'Viewer'] as const;

/** Plan words a block may use: the plans' names, or "Any plan" for features in every plan. */
export const DOC_PLAN_WORDS = ['Any plan', 'Free', 'Growth', 'Scale', 'Enterprise'] as const;

/** Page kinds in front matter (`type:`). A `task` page walks through steps in the application. */
export const DOC_PAGE_TYPES = ['task', 'concept', 'reference'] as const;

/** The call-out types the docs use, and what each is for. */
export const CALLOUT_USES = {
  note: 'a side remark worth knowing',
  tip: 'only the "Before you begin" block of a task page',
  info: 'beta features ("In beta" title)',
  caution: 'country limits and changes with side effects',
  danger: 'irreversible actions',
} as const;
