import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FONT_URL } from '@web/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFont } from '../font/fallback';
import { readNetlifyConfig } from '../server/netlifyConfig';
import { createSiteServer } from '../server/server';
import { DIST, distFiles, headOf, readDist, requireDist } from './dist';

/**
 * The web font as built: one file within budget, preloaded by every page of both apps, served
 * immutable, and drawing every character the pages' text uses (scripts/font/characters.ts).
 */
const BUDGET_BYTES = 35 * 1024;

beforeAll(requireDist);

const pages = () => distFiles().filter((file) => file.endsWith('.html'));

/** Whether a page's head preloads the font (the docs' HTML drops attribute quotes). */
function preloadsFont(html: string): boolean {
  const head = headOf(html);
  return [...head.matchAll(/<link\b[^>]*>/gi)].some(([tag]) => {
    const has = (name: string, value: string) =>
      new RegExp(`\\s${name}=(?:"${value}"|'${value}'|${value})(?=[\\s/>])`, 'i').test(tag);
    return (
      has('rel', 'preload') &&
      has('href', FONT_URL.replaceAll('.', '\\.')) &&
      has('as', 'font') &&
      has('type', 'font/woff2') &&
      /\scrossorigin\b/i.test(tag)
    );
  });
}

/** The characters of a page's text as a visitor sees it (no scripts, styles, drawings or tags). */
function textCharacters(html: string): Set<string> {
  const body = html.slice(html.search(/<body\b/i));
  const text = body
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&[a-z]+;/gi, ' ');
  return new Set(text);
}

describe('the web font as built', () => {
  it('is one WOFF2 of at most 35 KB at the URL the pages preload', () => {
    const fonts = distFiles().filter((file) => /\.(woff2?|ttf|otf)$/.test(file));
    expect(fonts).toEqual([FONT_URL.slice(1)]);
    expect(readFileSync(join(DIST, FONT_URL)).length).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('is preloaded by every page, marketing and docs', () => {
    const all = pages();
    expect(all.some((file) => file.startsWith('docs/'))).toBe(true);
    const missing = all.filter((file) => !preloadsFont(readDist(file)));
    expect(missing).toEqual([]);
  });

  it('draws every character the pages set (soft hyphens and controls aside)', () => {
    const font = openFont(readFileSync(join(DIST, FONT_URL)));
    const missing = new Map<string, string>();
    for (const file of pages()) {
      for (const character of textCharacters(readDist(file))) {
        const code = character.codePointAt(0)!;
        if (code < 0x20 || code === 0xad || missing.has(character)) continue;
        if (!font.hasGlyphForCodePoint(code)) missing.set(character, file);
      }
    }
    const report = [...missing].map(
      ([character, file]) =>
        `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${character} (${file})`,
    );
    // A new character: add it to scripts/font/characters.ts and run `npm run font`.
    expect(report).toEqual([]);
    // Reads the text of every published page (about 900): over Vitest's 5 s on a busy machine.
  }, 60_000);
});

describe('the web font as served', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createSiteServer({
      root: DIST,
      config: readNetlifyConfig(join(DIST, '..', 'netlify.toml')),
      formsFile: join(tmpdir(), 'font-test-forms.jsonl'),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is cached for a year as immutable, as a WOFF2', async () => {
    const response = await fetch(`${origin}${FONT_URL}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
