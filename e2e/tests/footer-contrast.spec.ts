import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every text in the footer against the ground it sits on, from computed styles, in both
 * schemes on both apps. axe leaves out text inside a `<summary>` (the docs' folded column
 * headings), which once were navy on the navy band.
 */

const PAGES = ['/pricing', '/docs/billing/plans'];
const SCHEMES = ['light', 'dark'] as const;

/** Each footer text that does not pass WCAG AA: its text, colours and ratio. */
async function lowContrastTexts(page: Page): Promise<string[]> {
  return page.locator('footer.site-footer').evaluate((footer) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1) as Rgba;
    };
    /** The opaque colour behind an element: its own and its ancestors' backgrounds, composited. */
    const groundOf = (element: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((ground, layer) => over(layer, ground), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const problems: string[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        continue;
      const style = getComputedStyle(element);
      const ground = groundOf(element);
      const colour = over(parse(style.color), ground);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const measured = ratio(colour, ground);
      if (measured < (large ? 3 : 4.5))
        problems.push(
          `"${text.slice(0, 40)}" ${style.color} on rgb(${ground.slice(0, 3).join(',')}): ${measured.toFixed(2)}`,
        );
    }
    return problems;
  });
}

for (const path of PAGES) {
  for (const scheme of SCHEMES) {
    for (const width of [390, 1440]) {
      test(`every footer text on ${path} passes AA contrast in the ${scheme} scheme at ${width} px`, async ({
        page,
      }) => {
        await page.addInitScript((choice) => localStorage.setItem('theme', choice), scheme);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        // Folded columns open, so their links are measured too.
        await page.locator('footer.site-footer details').evaluateAll((folds) => {
          for (const fold of folds) (fold as HTMLDetailsElement).open = true;
        });
        // The headings are among what is measured (they are the texts axe skips).
        await expect(page.locator('footer.site-footer h2').first()).toBeVisible();
        expect(await lowContrastTexts(page)).toEqual([]);
      });
    }
  }
}
