import { PATHS } from '@web/shared';
import { FORM_ACTIONS } from '@web/shared/forms';

/**
 * What kind of page a content file is. The kind decides the layout, the front matter a file
 * must have, how much prose it needs and which parts of the chrome it shows.
 */
export const PAGE_KINDS = [
  'standard',
  'post',
  'case',
  'term',
  'comparison',
  'form',
  'list',
  'integration',
  // A page drawn mostly from data by its own code (the calculator).
  'tool',
  // The Impressum: a note in the reader's language above the German imprint drawn from data.
  'legal',
  // Not for visitors: `/_blocks`, the section blocks shown to the people who write content.
  'internal',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

/** Which layout renders a page. */
export type LayoutKind = 'standard' | 'simple' | 'integration' | 'form';

/** Parts drawn by code around a page's text, by name (the layouts map names to components). */
export type WidgetName =
  | 'pricingPlans'
  | 'bookDemoForm'
  | 'newsletterForm'
  | 'postList'
  | 'caseList'
  | 'compareHub'
  | 'dictionaryIndex'
  | 'impressum';

export interface KindRule {
  layout: LayoutKind;
  /** Words of prose the page needs (the content depth rule); 0 for pages made of data or a form. */
  minWords: number;
  /** The footer's "Book a demo" band; form pages leave it out, since the form is right there. */
  salesBand: boolean;
  /** Breadcrumbs above the title. */
  breadcrumbs: boolean;
}

export const KIND_RULES: Record<PageKind, KindRule> = {
  standard: { layout: 'standard', minWords: 300, salesBand: true, breadcrumbs: false },
  post: { layout: 'simple', minWords: 300, salesBand: true, breadcrumbs: true },
  case: { layout: 'simple', minWords: 300, salesBand: true, breadcrumbs: true },
  term: { layout: 'simple', minWords: 300, salesBand: true, breadcrumbs: true },
  comparison: { layout: 'standard', minWords: 300, salesBand: true, breadcrumbs: false },
  form: { layout: 'form', minWords: 0, salesBand: false, breadcrumbs: false },
  list: { layout: 'standard', minWords: 0, salesBand: true, breadcrumbs: false },
  integration: { layout: 'integration', minWords: 150, salesBand: true, breadcrumbs: true },
  tool: { layout: 'standard', minWords: 0, salesBand: true, breadcrumbs: false },
  // The Impressum: a short note in the reader's language, then the German imprint drawn from data.
  legal: { layout: 'standard', minWords: 0, salesBand: false, breadcrumbs: false },
  internal: { layout: 'standard', minWords: 0, salesBand: false, breadcrumbs: false },
};

interface PageRule {
  /** An exact path, or a pattern for a family of pages. */
  match: string | RegExp;
  kind: PageKind;
  widgets?: { before?: WidgetName; after?: WidgetName };
}

/**
 * The one table of pages that are not standard pages: their kind and the widgets drawn
 * around their text. The first rule that matches wins; every other page is `standard`.
 * (The calculator and the catalogue bring their widgets in route modules of their own, so
 * their code loads on their pages only.)
 */
const PAGE_RULES: readonly PageRule[] = [
  { match: /^\/integrations\/[^/]+$/, kind: 'integration' },
  { match: /^\/blog\/[^/]+$/, kind: 'post' },
  { match: /^\/cases\/[^/]+$/, kind: 'case' },
  { match: /^\/dictionary\/[^/]+$/, kind: 'term' },
  { match: /^\/compare\/[^/]+$/, kind: 'comparison' },
  { match: PATHS.blog, kind: 'list', widgets: { after: 'postList' } },
  { match: PATHS.cases, kind: 'list', widgets: { after: 'caseList' } },
  { match: PATHS.compare, kind: 'list', widgets: { after: 'compareHub' } },
  { match: PATHS.dictionary, kind: 'list', widgets: { after: 'dictionaryIndex' } },
  { match: PATHS.integrations, kind: 'list' },
  { match: PATHS.bookDemo, kind: 'form', widgets: { after: 'bookDemoForm' } },
  { match: PATHS.newsletter, kind: 'form', widgets: { after: 'newsletterForm' } },
  { match: PATHS.contact, kind: 'form' },
  // The thank-you pages follow a form and carry no sales pitch either.
  ...Object.values(FORM_ACTIONS).map((match): PageRule => ({ match, kind: 'form' })),
  { match: PATHS.calculator, kind: 'tool' },
  { match: PATHS.pricing, kind: 'standard', widgets: { before: 'pricingPlans' } },
  { match: PATHS.impressum, kind: 'legal', widgets: { after: 'impressum' } },
  { match: '/_blocks', kind: 'internal' },
];

function ruleFor(path: string): PageRule | undefined {
  return PAGE_RULES.find((rule) =>
    typeof rule.match === 'string' ? rule.match === path : rule.match.test(path),
  );
}

/** A page's kind: from its path, unless its front matter names one. */
export function kindOf(path: string, override?: PageKind): PageKind {
  return override ?? ruleFor(path)?.kind ?? 'standard';
}

/** The widgets drawn around a page's text. */
export function widgetsOf(path: string): NonNullable<PageRule['widgets']> {
  return ruleFor(path)?.widgets ?? {};
}

/** Section labels and list pages by the first segment of a path. */
const SECTIONS: Record<string, { label: string; list?: string }> = {
  features: { label: 'section.product' },
  founders: { label: 'section.solutions' },
  finance: { label: 'section.solutions' },
  developers: { label: 'section.solutions' },
  compare: { label: 'section.compare' },
  company: { label: 'section.company' },
  partners: { label: 'section.company' },
  roadmap: { label: 'section.resources' },
  integrations: { label: 'section.integrations', list: PATHS.integrations },
  blog: { label: 'section.blog', list: PATHS.blog },
  cases: { label: 'section.cases', list: PATHS.cases },
  dictionary: { label: 'section.dictionary', list: PATHS.dictionary },
};

/** The section a path belongs to: its label and, for entries of a list, the list page. */
export function sectionOf(path: string): { label: string; list?: string } | undefined {
  const first = path.split('/')[1] ?? '';
  return Object.hasOwn(SECTIONS, first) ? SECTIONS[first] : undefined;
}
