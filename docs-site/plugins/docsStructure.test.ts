import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { describe, expect, it } from 'vitest';
import { docsStructure } from './docsStructure';

/** A doc as the docs plugin loads it (the fields the structure reads). */
const doc = (id: string, permalink: string, source: string, extra: Record<string, unknown> = {}) => ({
  id,
  permalink,
  source: `@site/${source}`,
  sourceDirName: source.split('/').slice(1, -1).join('/') || '.',
  title: `Title ${id}`,
  description: `About ${id}.`,
  frontMatter: {},
  unlisted: false,
  ...extra,
});

const content = {
  loadedVersions: [
    {
      docs: [
        doc('index', '/docs/', 'docs/index.md'),
        doc('billing/index', '/docs/billing/', 'docs/billing/index.mdx'),
        doc('billing/plans', '/docs/billing/plans', 'docs/billing/plans.md', {
          frontMatter: { sidebar_label: 'Plans', beta: true },
        }),
      ],
      sidebars: {
        docs: [
          { type: 'doc', id: 'index' },
          {
            type: 'category',
            label: 'Billing',
            collapsed: true,
            collapsible: true,
            link: { type: 'doc', id: 'billing/index' },
            items: [{ type: 'doc', id: 'billing/plans' }],
          },
        ],
      },
    },
  ],
} as unknown as LoadedContent;

const published = (path: string) => applyTrailingSlash(path, { trailingSlash: false, baseUrl: '/docs/' });

describe('docsStructure', () => {
  it("keeps each doc's source file, title, description and beta flag", () => {
    const structure = docsStructure(content, 'en', ['/docs/'], published);
    expect(structure.docs[2]).toEqual({
      id: 'billing/plans',
      permalink: '/docs/billing/plans',
      file: 'billing/plans.md',
      source: 'docs/billing/plans.md',
      title: 'Title billing/plans',
      description: 'About billing/plans.',
      beta: true,
    });
  });

  it('gives URLs as the build publishes them: a category page without its slash, the docs home with it', () => {
    const structure = docsStructure(content, 'en', [], published);
    expect(structure.docs.map((entry) => entry.permalink)).toEqual([
      '/docs/',
      '/docs/billing',
      '/docs/billing/plans',
    ]);
  });

  it('writes the sidebar as the theme shows it: labels, links, and the doc behind a category', () => {
    expect(docsStructure(content, 'en', [], published).sidebar).toEqual([
      { type: 'doc', label: 'Title index', href: '/docs/', docId: 'index' },
      {
        type: 'category',
        label: 'Billing',
        href: '/docs/billing',
        docId: 'billing/index',
        items: [{ type: 'doc', label: 'Plans', href: '/docs/billing/plans', docId: 'billing/plans' }],
      },
    ]);
  });

  it('names a translated file by its place in its content folder', () => {
    const translated = {
      loadedVersions: [
        {
          docs: [
            {
              ...doc('billing/plans', '/da-DK/docs/billing/plans', 'x/billing/plans.md'),
              source: '@site/i18n/da-DK/docusaurus-plugin-content-docs/current/billing/plans.md',
              sourceDirName: 'billing',
            },
          ],
          sidebars: { docs: [{ type: 'doc', id: 'billing/plans' }] },
        },
      ],
    } as unknown as LoadedContent;
    expect(docsStructure(translated, 'da-DK', []).docs[0]).toMatchObject({
      file: 'billing/plans.md',
      source: 'i18n/da-DK/docusaurus-plugin-content-docs/current/billing/plans.md',
    });
  });
});
