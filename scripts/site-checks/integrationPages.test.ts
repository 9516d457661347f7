import { EXTERNAL_URLS, INTEGRATIONS } from '@web/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasToken } from '../html';
import { requireDist } from './dist';
import { attr, descendants, type Element, fileOf, insideOf, parsePage, textOf } from './page';

/**
 * Every integration page's side card and text, read from the built files. The browser suite
 * (e2e/tests/integrations.spec.ts) loads one page per category and checks the same there, and
 * every page with E2E_FULL=1; a page load for each of the 29 cost the suite most of a minute.
 */
beforeAll(requireDist);

/** Text as a reader gets it: a visually hidden "(opens in a new tab)" is part of a link's name. */
const hidden = (element: Element) =>
  attr(element, 'hidden') !== undefined || attr(element, 'aria-hidden') === 'true';

/** The links in `root` whose name starts with `name` (as Playwright's getByRole name matches, case aside). */
const linksNamed = (root: Element, name: string | RegExp) =>
  descendants(root).filter((element) => {
    if (element.tagName !== 'a') return false;
    const text = attr(element, 'aria-label') ?? textOf(element);
    return typeof name === 'string' ? text.toLowerCase().includes(name.toLowerCase()) : name.test(text);
  });

/** The innermost elements whose whole text is `text` (what getByText with exact matching finds). */
const elementsReading = (root: Element, text: string) =>
  descendants(root).filter(
    (element) =>
      textOf(element) === text &&
      !descendants(element).some((child) => child !== element && textOf(child) === text),
  );

/** A site path the build wrote a file for (query and fragment left off). */
const answers = (href: string) => {
  const path = href.replace(/[?#].*$/, '');
  try {
    return fileOf(path).length > 0;
  } catch {
    return false;
  }
};

describe('every integration page', () => {
  it.each(INTEGRATIONS.map((integration) => [integration.slug, integration] as const))(
    '%s has its side card with working links',
    (_, integration) => {
      const page = parsePage(`${integration.link}/`);
      const [main] = page.find((element) => element.tagName === 'main');
      expect(main, 'a <main>').toBeDefined();
      const cards = page.find(
        (element) =>
          element.tagName === 'aside' &&
          attr(element, 'aria-label') === `About the ${integration.title.en} integration`,
      );
      expect(cards).toHaveLength(1);
      const card = cards[0]!;

      // The drawn letter tile is decoration; the name beside it is text, not hidden.
      const names = elementsReading(card, integration.title.en);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !hidden(name) && !insideOf(name, hidden)).length).toBeGreaterThan(0);
      // The description is the title block's lead; the card beside it does not repeat it.
      expect(elementsReading(main!, integration.description.en)).toHaveLength(1);
      expect(textOf(card)).not.toContain(integration.description.en);

      const setUp = linksNamed(card, `Set up ${integration.title.en}`);
      expect(setUp.length).toBeGreaterThan(0);
      expect(attr(setUp[0]!, 'href')).toBe(integration.buttonLink);
      expect(attr(setUp[0]!, 'target')).toBe('_blank');
      expect(integration.buttonLink.startsWith(EXTERNAL_URLS.appIntegrations)).toBe(true);

      const website = linksNamed(card, `${integration.title.en} website`);
      expect(website.length).toBeGreaterThan(0);
      expect(attr(website[0]!, 'href')).toBe(integration.website);
      expect(attr(website[0]!, 'target')).toBe('_blank');
      expect(hasToken(website[0]!, 'rel', 'noopener')).toBe(true);

      for (const name of [
        'Set-up guide in the docs',
        'Questions? Contact support',
        /^(ERP and accounting systems|Payment cards|Direct debit|Banks|Reporting|CRM|Other)$/,
      ]) {
        const [link] = linksNamed(card, name);
        const href = link && attr(link, 'href');
        expect(href, `a link named ${name}`).toBeDefined();
        expect(answers(href!), `${name} → ${href}`).toBe(true);
      }

      // The text below the title: at least a few paragraphs of its own.
      const paragraphs = descendants(main!).filter(
        (element) =>
          element.tagName === 'p' &&
          insideOf(
            element,
            (ancestor) =>
              ancestor !== main &&
              attr(ancestor, 'lang') !== undefined &&
              insideOf(ancestor, (up) => up === main),
          ),
      );
      const words = paragraphs.map(textOf).join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThan(150);
    },
  );
});
