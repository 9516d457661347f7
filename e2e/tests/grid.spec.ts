import { expect, test } from './fixtures';

/** A sample of templates: a wide page, the narrow ones (case, blog post, dictionary entry), an integration, legal, not found. */
const TEMPLATES = [
  '/pricing',
  '/cases/danish-saas-e-conomic',
  '/blog/measuring-mrr-and-churn',
  '/dictionary/mrr',
  '/integrations/e-conomic',
  '/company/legal',
  '/no-such-page',
];

/** Where the header's logo, the page's heading, the footer's columns and its rule start, in px. */
function leftEdges() {
  const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().left ?? NaN;
  const heading = document.querySelector('main h1');
  const range = document.createRange();
  if (heading) range.selectNodeContents(heading);
  return {
    logo: box('header a[href]'),
    heading: heading ? (range.getClientRects()[0]?.left ?? NaN) : NaN,
    'footer columns': box('.site-footer__column'),
    'footer rule': box('.site-footer__meta'),
  };
}

// One page grid (tokens.css): the logo, the content and the footer start on one left edge.
for (const path of TEMPLATES) {
  test(`${path}: the logo, the heading and the footer's columns and rules share one left edge at 1440 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const edges = await page.evaluate(leftEdges);
    // And the header's last button ends where the footer's columns do: nothing sticks out of the grid.
    const rightEdges = await page.evaluate(() => ({
      header: Math.max(
        ...[...document.querySelectorAll('header a, header button')].map(
          (e) => e.getBoundingClientRect().right,
        ),
      ),
      footer: document.querySelector('.site-footer__columns')!.getBoundingClientRect().right,
    }));
    expect(
      rightEdges.header,
      `the header ends at ${rightEdges.header} px, the footer at ${rightEdges.footer} px`,
    ).toBeLessThanOrEqual(rightEdges.footer + 1);
    for (const [part, x] of Object.entries(edges)) {
      expect(
        Math.abs(x - edges.logo),
        `${part} starts at ${x} px, the logo at ${edges.logo} px`,
      ).toBeLessThanOrEqual(1);
    }
  });
}
