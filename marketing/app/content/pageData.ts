import { PATHS } from '@web/shared';
import {
  KIND_RULES,
  kindOf,
  type LayoutKind,
  type PageKind,
  sectionOf,
  type WidgetName,
  widgetsOf,
} from './pageKinds';
import type { FrontMatter } from './schema';
import type { CompetitorRate, TocEntry } from '@web/shared';
import type { StatedFigure } from '../components/sections/figures';
import type { ViewName } from '../components/views/names';

export type { LayoutKind, PageKind, WidgetName };

/** What a hero's key number is computed from: a plan, a rival's rate against a plan, or a case's inputs. */
export type HeroFigureData =
  | { plan: 'free' | 'growth' | 'scale' }
  | { rate: CompetitorRate['id']; plan: 'growth' | 'scale' }
  | { figures: StatedFigure[] }
  | { inputs: NonNullable<FrontMatter['inputs']> };

/** The hero header of a page. */
export interface Hero {
  tag?: string;
  heading?: string;
  title: string;
  description: string;
  image?: string;
  view?: ViewName;
  /** The key number beside the text when there is no view or image. */
  figure?: HeroFigureData;
  link?: { label: string; href: string };
  secondaryLink?: { label: string; href: string };
  /** `hide: title`: the hero's short heading is the page's H1 instead of its title. */
  headingIsH1: boolean;
}

/** A breadcrumb: a message id or a literal label, and where it goes (none for the page itself). */
export interface Crumb {
  label: string;
  literal: boolean;
  href?: string;
}

/** Everything a layout needs to render a content page; layouts only render it. */
export interface PageData {
  path: string;
  kind: PageKind;
  layout: LayoutKind;
  /** Widgets drawn by code before and after the text, by name. */
  widgets: { before?: WidgetName; after?: WidgetName };
  /** The footer's Book a demo band (form pages leave it out). */
  salesBand: boolean;
  /** The H1 of the plain title block, or null when there is none (a hero or `hide: title`). */
  titleBlock: string | null;
  /** The `<title>` before the brand suffix. */
  pageTitle: string;
  description: string;
  /** Message id of the section label above the title, or null. */
  section: string | null;
  breadcrumbs: Crumb[] | null;
  hero: Hero | null;
  toc: TocEntry[] | null;
  /** Sections of text as rows, heading left and text right (standard, comparison and tool pages without contents). */
  split: boolean;
  width: 'narrow' | 'default' | 'full';
  container: boolean;
  footer: boolean;
  overlap: boolean;
  sideCard: boolean;
  /** The integration an integration page presents (its slug), or null on other pages. */
  integration: string | null;
  /** Asks search engines not to index the page, and leaves it out of the sitemap. */
  noindex: boolean;
  details: Pick<
    FrontMatter,
    'date' | 'author' | 'customer' | 'industry' | 'term' | 'reviewed' | 'sources' | 'inputs'
  >;
}

/** Derives a page's layout data from its path, front matter and table of contents. */
export function derivePage(path: string, frontMatter: FrontMatter, toc: TocEntry[]): PageData {
  const hide = new Set(frontMatter.hide);
  const include = new Set(frontMatter.include);
  const kind = kindOf(path, frontMatter.kind);
  const rule = KIND_RULES[kind];
  const layout = rule.layout;
  const header = frontMatter.header;
  const { inputs } = frontMatter;
  // A worked example shows its month beside the title unless the file names another visual.
  const figure: HeroFigureData | undefined =
    header?.figure ?? (kind === 'case' && inputs && !header?.view && !header?.image ? { inputs } : undefined);
  const hero: Hero | null = header?.description
    ? {
        ...header,
        figure,
        title: header.title ?? frontMatter.title,
        description: header.description,
        headingIsH1: hide.has('title') && header.heading !== undefined,
      }
    : null;
  const section = sectionOf(path);
  const breadcrumbs: Crumb[] | null =
    rule.breadcrumbs && !hide.has('bread')
      ? [
          { label: 'breadcrumbs.home', literal: false, href: PATHS.home },
          ...(section?.list ? [{ label: section.label, literal: false, href: section.list }] : []),
          { label: frontMatter.title, literal: true },
        ]
      : null;
  const { date, author, customer, industry, term, reviewed, sources } = frontMatter;
  return {
    path,
    kind,
    layout,
    widgets: widgetsOf(path),
    salesBand: rule.salesBand && !hide.has('footer'),
    titleBlock: hero || hide.has('title') ? null : frontMatter.title,
    pageTitle: frontMatter.pageTitle ?? frontMatter.title,
    description: frontMatter.description,
    section: hide.has('section') || path === PATHS.home ? null : (section?.label ?? null),
    breadcrumbs,
    hero,
    toc:
      layout !== 'simple' &&
      layout !== 'integration' &&
      include.has('toc') &&
      !hide.has('toc') &&
      toc.length > 0
        ? toc
        : null,
    split:
      (kind === 'standard' || kind === 'comparison' || kind === 'tool') &&
      !(include.has('toc') && !hide.has('toc') && toc.length > 0),
    width: frontMatter.width ?? (layout === 'simple' ? 'narrow' : 'default'),
    container: !hide.has('container'),
    footer: !hide.has('footer'),
    overlap: include.has('overlap') && hero !== null,
    sideCard: kind === 'integration' && !hide.has('integration'),
    integration: kind === 'integration' ? (path.split('/')[2] ?? null) : null,
    noindex: frontMatter.noindex ?? false,
    details: Object.fromEntries(
      Object.entries({
        date,
        author,
        customer,
        industry,
        term,
        reviewed,
        sources,
        inputs,
      }).filter(([, v]) => v !== undefined),
    ),
  };
}
