import { FONT_URL } from '@web/shared';
import { expect, test } from './fixtures';

/**
 * The web font loads on both apps: the preloaded file is the one the page's @font-face asks for
 * (fetched once), and the text is set in it. The file's size and the preload on every page are
 * checked from the built files (scripts/site-checks/font.test.ts).
 */
for (const path of ['/', '/da-DK/pricing', '/docs/billing/plans']) {
  test(`${path} sets its text in Inter, fetched once from the preload`, async ({ page, pageProblems }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((face) => `${face.family} ${face.status}`);
    });
    expect(faces).toContain('Inter loaded');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter"?,/);
    expect(fontRequests).toEqual([FONT_URL]);
    expect(pageProblems).toEqual([]);
  });
}
