import { FONT_URL } from '@web/shared';
import { expect, gotoWithWebFont, test } from './fixtures';

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

/**
 * Every hyphen and dash is drawn in Inter, not in a fallback face (a missing glyph would be set
 * in another font, wider or narrower: "e - conomic"). Chromium says which faces drew an
 * element's text (DevTools' "Rendered fonts"); each element whose own text holds a hyphen or
 * dash is asked, on a page in each language.
 */
for (const path of [
  '/',
  '/da-DK/pricing',
  '/nb-NO/integrations/tripletex',
  '/de-DE/book-demo',
  '/docs/billing/dunning',
  '/calculator',
]) {
  test(`${path} draws every hyphen and dash in Inter, and no word's hyphen in tabular figures`, async ({
    page,
  }) => {
    await gotoWithWebFont(page, path);
    const { marked, tabular } = await page.evaluate(() => {
      let marked = 0;
      const tabular: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.nodeValue ?? '';
        if (!parent || !/[-\u2010\u2011\u2013\u2014]/.test(text)) continue;
        if (
          parent.closest('svg, code, pre, kbd, .bv-visually-hidden') ||
          parent.getClientRects().length === 0
        )
          continue;
        parent.setAttribute('data-dash-probe', '');
        marked += 1;
        // Inter's tabular forms give the hyphen a figure's width: "e-conomic" set as "e - conomic".
        if (
          /\p{L}[-\u2010\u2011]\p{L}/u.test(text) &&
          getComputedStyle(parent).fontVariantNumeric.includes('tabular-nums')
        )
          tabular.push(text.trim());
      }
      return { marked, tabular };
    });
    expect(marked).toBeGreaterThan(0);
    expect(tabular, 'words with a hyphen set in tabular figures').toEqual([]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '[data-dash-probe]',
    });
    const otherFaces = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) if (!font.isCustomFont) otherFaces.add(font.familyName);
    }
    expect([...otherFaces]).toEqual([]);
  });
}
