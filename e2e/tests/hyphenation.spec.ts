import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { FULL } from './sweep';

/**
 * Danish and Norwegian compounds in headings, buttons and cards break only where a hyphen shows:
 * at a soft hyphen the build put in card text (scripts/build-steps/hyphenatePages.ts) or a real
 * hyphen. Headings and labels get no soft hyphens, so they must fit: a long compound in a heading
 * that breaks ("Abonnementsfaktu / rering") fails here. This Chromium has no hyphenation
 * dictionary for either language, as some visitors' browsers have none.
 */
const WIDTHS = [320, 1024, 1440];

/** A sample of templates by default; every da and nb page with E2E_FULL=1. */
const SAMPLE = ['', 'pricing', 'features', 'integrations', 'cases', 'compare'];

async function localizedPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap-pages.xml')).text();
  const all = [...xml.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map((match) => match[1] ?? '/')
    .filter((path) => /^\/(da-DK|nb-NO)(\/|$)/.test(path));
  if (FULL) return all;
  const seen = new Set<string>();
  return all.filter((path) => {
    const [, locale = '', kind = ''] = path.split('/');
    if (!SAMPLE.includes(kind) || seen.has(`${locale}/${kind}`)) return false;
    seen.add(`${locale}/${kind}`);
    return true;
  });
}

/**
 * Every place a heading's, button's or card's line ends inside a word with no hyphen showing, as
 * "element text: …before|after…". Each word's characters are measured with a Range: where the
 * next drawn character sits on a lower line, the word broke there.
 */
function wordsBrokenWithoutHyphen(): string[] {
  const HYPHENS = /[\u00AD\-\u2010\u2011\u2013\u2014/]/;
  const found: string[] = [];
  const elements = document.querySelectorAll<HTMLElement>(
    'main :is(h1, h2, h3, h4, button, [class*="card" i], [class*="button" i])',
  );
  const checked = new Set<Node>();
  for (const element of elements) {
    if (element.closest('.bv-visually-hidden') || element.getClientRects().length === 0) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (checked.has(node)) continue;
      checked.add(node);
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S{2,}/g)) {
        let previous: { index: number; bottom: number } | null = null;
        for (let index = word.index; index < word.index + word[0].length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = [...range.getClientRects()].find((box) => box.width > 0 && box.height > 0);
          if (!rect) continue;
          if (previous && rect.top >= previous.bottom - 1) {
            // Chromium reports the character after a drawn soft hyphen on the line above: the
            // hyphen may sit one character before the break found.
            const between = text.slice(Math.max(word.index, previous.index - 1), index);
            if (!HYPHENS.test(between)) {
              found.push(
                `${element.tagName.toLowerCase()} "${text.trim()}": …${text.slice(word.index, index)}|${text.slice(index, word.index + word[0].length)}…`,
              );
            }
          }
          previous = { index, bottom: rect.bottom };
        }
      }
    }
  }
  return found;
}

test('Danish and Norwegian headings, buttons and cards break words only at a hyphen, at 320, 1024 and 1440 px', async ({
  page,
  request,
}) => {
  test.setTimeout(FULL ? 1_800_000 : 240_000);
  const paths = await localizedPaths(request);
  expect(paths.length).toBeGreaterThanOrEqual(FULL ? 50 : 8);
  const problems: string[] = [];
  for (const path of paths) {
    // One load a page, measured at each width in turn: the lines are CSS's (media queries and
    // layout follow the resize before the measuring script reads a rectangle), so a load per
    // width bought nothing but time.
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    // Measured in the web font the visitor gets, not the fallback it swaps from.
    await page.evaluate(() => document.fonts.ready);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(
        ...(await page.evaluate(wordsBrokenWithoutHyphen)).map(
          (problem) => `${width} px ${path}: ${problem}`,
        ),
      );
    }
  }
  expect(problems).toEqual([]);
});
