import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { escapeHeadingIds, remarkHeadings } from './remarkHeadings';

async function compiled(source: string, path: string): Promise<string> {
  return String(
    await compile({ value: escapeHeadingIds(source), path }, { remarkPlugins: [remarkHeadings] }),
  );
}

describe('remarkHeadings', () => {
  it('keeps an explicit {#id} however the heading is worded, and slugs the rest', async () => {
    const code = await compiled(
      '## Privatlivspolitik {#privacy-policy}\n\n## Sikkerhed\n',
      '/x/content/legal.da.mdx',
    );
    expect(code).toContain('id: "privacy-policy"');
    expect(code).toContain('id: "sikkerhed"');
    expect(code).not.toContain('{#');
    expect(code).toContain(`"title": "Privatlivspolitik"`);
  });

  it('leaves long words in Danish headings whole: headings do not hyphenate', async () => {
    const code = await compiled('## Faktureringsplatformen\n', '/x/content/a.da.mdx');
    expect(code).toContain('id: "faktureringsplatformen"');
    expect(code).toContain(`"title": "Faktureringsplatformen"`);
    expect(code).not.toContain('\u00AD');
  });

  it('gives headings inside a section block an id but no contents entry', async () => {
    const code = await compiled(
      '## Before\n\n<Columns heading="Blocks">\n\n### Plans\n\nText.\n\n</Columns>\n',
      '/x/content/a.mdx',
    );
    expect(code).toContain('id: "plans"');
    expect(code).toContain(`"title": "Before"`);
    expect(code).not.toContain(`"title": "Plans"`);
  });

  it('leaves English headings whole', async () => {
    expect(await compiled('## Subscriptionmanagement\n', '/x/content/a.mdx')).not.toContain('\u00AD');
  });
});
