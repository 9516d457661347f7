import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The code block on the page whose title bar reads exactly `title`. */
const titledBlock = (page: Page, title: string) =>
  page.locator('article .theme-code-block').filter({ has: page.getByText(title, { exact: true }) });

/** Whether two elements' boxes overlap on the page. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('an element has no box');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

test.describe('docs code blocks', () => {
  test('a request and its response show their titles and language labels, prerendered', async ({
    page,
    request,
    pageProblems,
  }) => {
    // In the built page, before any script: titles and labels are text in the HTML.
    const html = await (await request.get('/docs/api')).text();
    expect(html).toMatch(/>Request<[\s\S]*>Bash<[\s\S]*>Response<[\s\S]*>JSON</);

    await page.goto('/docs/api');
    const requestBlock = titledBlock(page, 'Request');
    const responseBlock = titledBlock(page, 'Response');
    await expect(requestBlock).toHaveCount(1);
    await expect(responseBlock).toHaveCount(1);
    await expect(requestBlock.getByText('Bash', { exact: true })).toBeVisible();
    await expect(responseBlock.getByText('JSON', { exact: true })).toBeVisible();
    await expect(requestBlock.locator('pre')).toContainText(
      'curl "https://api.billvard.com/v1/accounts?limit=2"',
    );
    await expect(responseBlock.locator('pre')).toContainText('"next_cursor": "acc_9Pz4RtW"');
    expect(pageProblems).toEqual([]);
  });

  test('the copy button copies the code, and only the code', async ({ page, context, pageProblems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/api');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    const block = titledBlock(page, 'Request');
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    // In the title bar the button covers no code: it shows without hovering.
    await expect(copy).toBeVisible();
    expect(await overlap(copy, block.locator('pre'))).toBe(false);
    await copy.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      'curl "https://api.billvard.com/v1/accounts?limit=2" \\\n' +
        '  -H "Authorization: Bearer $API_KEY" \\\n' +
        '  -H "Api-Version: 2026-10-01"',
    );
    expect(pageProblems).toEqual([]);
  });

  test('a block without a title shows its language as a tag that covers neither code nor buttons', async ({
    page,
  }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/docs/api/guide');
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      // The guide's first block (checking the API key) has no title.
      const block = page.locator('article .theme-code-block').first();
      await expect(block.getByText('Request', { exact: true })).toHaveCount(0);
      const tag = block.getByText('Bash', { exact: true });
      await expect(tag).toBeVisible();
      await block.hover();
      const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
      await expect(copy).toBeVisible();
      expect(await overlap(tag, copy), `tag over the copy button at ${width}`).toBe(false);
      // A line's box spans the block; what counts is where its text is: each token's box.
      for (const token of await block.locator('.token-line > span').all()) {
        expect(await overlap(tag, token), `tag over code at ${width}`).toBe(false);
      }
    }
  });
  // The API page's axe audit, at 1280 and 390 px in both schemes: axe-states.spec.ts.
});
