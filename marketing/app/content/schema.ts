import { z } from 'zod';

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

/** Every front matter field of a marketing content file (DECISIONS.md, Page front matter). */
export const frontMatterSchema = z
  .object({
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
        description: z.string().trim().min(1).optional(),
        link: z
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
    /** Blog posts: publication date and author. */
    date: z.iso.date().optional(),
    author: z.string().trim().min(1).optional(),
    /** Customer cases: who and what trade. */
    customer: z.string().trim().min(1).optional(),
    industry: z.string().trim().min(1).optional(),
    /** Dictionary entries: the term explained. */
    term: z.string().trim().min(1).optional(),
    /** Comparisons: when the facts were last checked, and where they come from. */
    reviewed: z.iso.date().optional(),
    sources: z
      .array(z.object({ label: z.string().trim().min(1), url: z.url({ protocol: /^https$/ }) }).strict())
      .optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * Validates a content file's front matter; a bad value fails the build with the file and
 * the field named, e.g. `content/pricing.mdx: front matter "header.link.href": must be ...`.
 */
export function parseFrontMatter(data: unknown, file: string): FrontMatter {
  // YAML reads an unquoted 2026-11-20 as a Date; the schema takes dates as ISO strings.
  const normalised = JSON.parse(
    JSON.stringify(data ?? {}, (_key, value: unknown) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value)
        ? value.slice(0, 10)
        : value,
    ),
  );
  const result = frontMatterSchema.safeParse(normalised);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `front matter "${issue.path.join('.') || '(root)'}": ${issue.message}`,
  );
  throw new Error(`content/${file}: ${problems.join('; ')}`);
}
