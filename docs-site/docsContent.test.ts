import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, 'docs');
const pages = readdirSync(folder, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
  .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

/** The body without front matter and code blocks. */
function body(file: string): string {
  return readFileSync(join(folder, file), 'utf8')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '');
}

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe.each(pages)('docs/%s', (file) => {
  const text = body(file);
  const headings = [...text.matchAll(/^(#{2,3}) (.+)$/gm)];

  it('has at least 250 words, two h2 sections and a worked example or a step list', () => {
    expect(words(text)).toBeGreaterThanOrEqual(250);
    expect(headings.filter(([, level]) => level === '##').length).toBeGreaterThanOrEqual(2);
    const steps = /^1\. /m.test(text);
    const example = headings.some(([, , title]) => /example/i.test(title ?? ''));
    expect(steps || example).toBe(true);
  });

  it('gives every h2 and h3 an explicit, stable id', () => {
    for (const [line] of headings) expect(line).toMatch(/ \{#[a-z0-9]+(-[a-z0-9]+)*\}$/);
  });

  it('has a title and a description', () => {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? '';
    expect(front).toMatch(/^title: .+/m);
    expect(front).toMatch(/^description: .{50,}/m);
  });
});
