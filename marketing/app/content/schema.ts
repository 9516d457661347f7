import { COMPETITOR_RATES } from '@web/shared';
import { z } from 'zod';
import { STATED_FIGURES } from '../components/sections/figures';
import { VIEW_NAMES } from '../components/views/names';
import { DICTIONARY_TOPICS } from './dictionaryTopics';
import { kindOf, PAGE_KINDS, type PageKind } from './pageKinds';
import { POST_TOPICS } from './postTopics';

const COMPETITOR_RATE_IDS = COMPETITOR_RATES.map((rate) => rate.id) as [
  (typeof COMPETITOR_RATES)[number]['id'],
  ...(typeof COMPETITOR_RATES)[number]['id'][],
];

/** What `hide` can switch off on a page. */
export const HIDE_FLAGS = ['title', 'section', 'container', 'toc', 'footer', 'bread', 'integration'] as const;
/** What `include` can switch on. */
export const INCLUDE_FLAGS = ['toc', 'overlap'] as const;

const sitePathOrUrl = z
  .string()
  .refine(
    (href) => href.startsWith('/') || href.startsWith('https://'),
    'must be a site path or an https URL',
  );

/** The front matter every marketing content file may have, whatever its kind. */
const baseSchema = z.object({
  /** The H1 and, unless pageTitle is set, the `<title>`. */
  title: z.string().trim().min(1).max(120),
  /** The `<title>` before " | Billvard"; defaults to title. */
  pageTitle: z.string().trim().min(1).max(70).optional(),
  /** The meta description; required. */
  description: z.string().trim().min(50).max(200),
  /** The hero; it shows when `header.description` is given. */
  header: z
    .object({
      tag: z.string().trim().min(1).optional(),
      heading: z.string().trim().min(1).optional(),
      title: z.string().trim().min(1).optional(),
      image: z.string().startsWith('/').optional(),
      /** A drawn product view beside the text, instead of an image. */
      view: z.enum(VIEW_NAMES).optional(),
      /**
       * A key number beside the text, computed from the data: a plan's price (`plan`), or a
       * rival's share-of-volume fee against a plan's fixed price (`rate` and `plan`), or the
       * figures the company states (`figures`, as in the numbers band). Case pages
       * get their worked example's month without asking.
       */
      figure: z
        .union([
          z.object({ rate: z.enum(COMPETITOR_RATE_IDS), plan: z.enum(['growth', 'scale']) }).strict(),
          z.object({ plan: z.enum(['free', 'growth', 'scale']) }).strict(),
          z.object({ figures: z.array(z.enum(STATED_FIGURES)).min(2).max(4) }).strict(),
        ])
        .optional(),
      description: z.string().trim().min(1).optional(),
      link: z
        .object({ label: z.string().trim().min(1), href: sitePathOrUrl })
        .strict()
        .optional(),
      /** A second, quieter call to action beside the link (e.g. Start free). */
      secondaryLink: z
        .object({ label: z.string().trim().min(1), href: sitePathOrUrl })
        .strict()
        .optional(),
    })
    .strict()
    .optional(),
  /** Parts of the page to leave out. */
  hide: z.array(z.enum(HIDE_FLAGS)).default([]),
  /** Extras to switch on. */
  include: z.array(z.enum(INCLUDE_FLAGS)).default([]),
  /** Keeps the page out of search engines and the sitemap (form thank-you pages). */
  noindex: z.boolean().optional(),
  /** Content width: narrow (about 720 px), full (no limit); default about 1200 px. */
  width: z.enum(['narrow', 'full']).optional(),
  /** Overrides the kind the path gives (DECISIONS: kinds are derived from the path). */
  kind: z.enum(PAGE_KINDS).optional(),
});

const reviewedSources = {
  /** When the facts were last checked, shown on the page. */
  reviewed: z.iso.date(),
  /** Where the facts come from, numbered on the page in this order. */
  sources: z
    .array(z.object({ label: z.string().trim().min(1), url: z.url({ protocol: /^https$/ }) }).strict())
    .min(1),
};

/** What each kind of page must (or may) say beyond the base. */
const KIND_FIELDS = {
  post: {
    /** Publication date and author. */
    date: z.iso.date(),
    author: z.string().trim().min(1),
    /** The topic the blog index groups the post under. */
    topic: z.enum(POST_TOPICS),
    /** Where the post's facts come from (statutes, authorities' pages), listed under it. */
    sources: reviewedSources.sources.optional(),
  },
  case: {
    /** The company type the worked example describes ("A Danish SaaS with 400 subscriptions on e-conomic"). */
    customer: z.string().trim().min(1),
    industry: z.string().trim().min(1),
    /**
     * The stated inputs of the worked example; the page computes its before/after figures from
     * them with the calculator's model, so they always agree with the calculator.
     */
    inputs: z
      .object({
        invoices: z.number().int().min(1).max(2500),
        mrr: z.number().min(0),
        reminders: z.number().min(0).max(100),
        before: z.enum(['manual', 'e-conomic', 'stripe']),
        currency: z.enum(['DKK', 'NOK']).default('DKK'),
      })
      .strict(),
  },
  term: {
    /** The term the entry explains. */
    term: z.string().trim().min(1),
    /** The dictionary index groups and filters entries by topic (DICTIONARY_TOPICS). */
    topic: z.enum(DICTIONARY_TOPICS),
  },
  comparison: reviewedSources,
} as const;

/** The schema of a kind: the base, extended by the kind's own fields; unknown fields fail. */
export function schemaFor(kind: PageKind) {
  return Object.hasOwn(KIND_FIELDS, kind)
    ? baseSchema.extend(KIND_FIELDS[kind as keyof typeof KIND_FIELDS]).strict()
    : baseSchema.strict();
}

type KindFields = { [K in keyof typeof KIND_FIELDS]: Partial<z.infer<z.ZodObject<(typeof KIND_FIELDS)[K]>>> };

/** Front matter as the code reads it: the base, and any kind's fields, present when that kind requires them. */
export type FrontMatter = z.infer<typeof baseSchema> &
  KindFields['post'] &
  KindFields['case'] &
  KindFields['term'] &
  KindFields['comparison'];

/**
 * Validates a content file's front matter against its kind's schema; a bad value fails the build with the file and
 * the field named, e.g. `content/pricing.mdx: front matter "header.link.href": must be ...`.
 */
export function parseFrontMatter(data: unknown, file: string, path: string): FrontMatter {
  // YAML reads an unquoted 2026-11-20 as a Date; the schema takes dates as ISO strings.
  const normalised = JSON.parse(
    JSON.stringify(data ?? {}, (_key, value: unknown) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value)
        ? value.slice(0, 10)
        : value,
    ),
  );
  const override = (normalised as { kind?: unknown }).kind;
  const kind = kindOf(
    path,
    (PAGE_KINDS as readonly unknown[]).includes(override) ? (override as PageKind) : undefined,
  );
  const result = schemaFor(kind).safeParse(normalised);
  if (result.success) return result.data as FrontMatter;
  const problems = result.error.issues.map(
    (issue) => `front matter "${issue.path.join('.') || '(root)'}": ${issue.message}`,
  );
  throw new Error(`content/${file} (a ${kind} page): ${problems.join('; ')}`);
}
