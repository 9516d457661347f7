import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@web/shared';
import { attr, type Element, insideOf, readHtml, scriptText, textOf } from '../html';
import { distFiles, readDist, requireDist } from './dist';

const isCrumbs = (element: Element) =>
  element.tagName === 'nav' && /^breadcrumbs?$/i.test(attr(element, 'aria-label') ?? '');

/**
 * What the checks read from a built page, from one parse of it: its JSON-LD blocks, parsed (a
 * block that does not parse fails the test), and the crumbs its breadcrumbs show, if it has them.
 */
interface PageFacts {
  jsonLd: Record<string, unknown>[];
  crumbs: string[] | null;
}
const facts = new Map<string, PageFacts>();
function factsOf(file: string): PageFacts {
  const known = facts.get(file);
  if (known) return known;
  const page = readHtml(readDist(file));
  const nav = page.first(isCrumbs);
  const found = {
    jsonLd: page
      .find((element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')
      .map((script) => JSON.parse(scriptText(script)) as Record<string, unknown>),
    crumbs: nav
      ? page
          .find((element) => element.tagName === 'li' && insideOf(element, (parent) => parent === nav))
          .map(textOf)
      : null,
  };
  facts.set(file, found);
  return found;
}

const jsonLdOf = (file: string) => factsOf(file).jsonLd;

const ofType = (file: string, type: string) => jsonLdOf(file).filter((data) => data['@type'] === type);

/** Fields each type needs here (what search engines ask for, and what our pages state). */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  SoftwareApplication: ['name', 'applicationCategory', 'offers'],
  BreadcrumbList: ['itemListElement'],
  Article: ['headline', 'datePublished', 'author', 'url'],
  FAQPage: ['mainEntity'],
};

beforeAll(requireDist);

// Every page parsed: seconds on a quiet machine, minutes on a loaded one.
describe('structured data', { timeout: 240_000 }, () => {
  const pages = distFiles().filter((file) => file.endsWith('.html') && !file.startsWith('docs/'));

  it('parses on every marketing page and has the fields its type needs', () => {
    const problems: string[] = [];
    let blocks = 0;
    for (const file of pages) {
      for (const data of jsonLdOf(file)) {
        blocks += 1;
        const type = String(data['@type']);
        if (data['@context'] !== 'https://schema.org')
          problems.push(`${file}: ${type} without the schema.org context`);
        const required = REQUIRED[type];
        if (!required) problems.push(`${file}: unexpected type ${type}`);
        for (const field of required ?? []) {
          if (data[field] === undefined || data[field] === '')
            problems.push(`${file}: ${type} without ${field}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(blocks).toBeGreaterThan(pages.length / 2);
  });

  it('describes the company and the site on home', () => {
    expect(ofType('index.html', 'Organization')).toHaveLength(1);
    expect(ofType('index.html', 'WebSite')).toHaveLength(1);
    expect(ofType('da-DK/index.html', 'WebSite')[0]?.inLanguage).toBe('da');
  });

  it('offers every priced plan on pricing, at the price the page shows, and not Enterprise', () => {
    const [app] = ofType('pricing/index.html', 'SoftwareApplication');
    const offers = app?.offers as { name: string; price: string; priceCurrency: string }[];
    const priced = PLANS.filter((plan) => plan.monthlyDkk !== null);
    expect(offers.map((offer) => Number(offer.price))).toEqual(priced.map((plan) => plan.monthlyDkk));
    expect(offers.map((offer) => offer.name)).not.toContain('Enterprise');
    const html = readDist('pricing/index.html');
    for (const offer of offers.filter((o) => o.price !== '0')) {
      expect(html).toContain(Number(offer.price).toLocaleString('en-US'));
    }
  });

  it('gives every page with breadcrumbs a BreadcrumbList naming the same crumbs', () => {
    let withCrumbs = 0;
    for (const file of pages) {
      const shown = factsOf(file).crumbs;
      if (!shown) continue;
      withCrumbs++;
      const [list] = ofType(file, 'BreadcrumbList');
      expect(list, file).toBeDefined();
      const names = (list!.itemListElement as { name: string }[]).map((item) => item.name);
      expect(names, file).toEqual(shown);
    }
    expect(withCrumbs).toBeGreaterThan(20);
  });

  it('marks every blog post as an Article with its date and author', () => {
    const posts = pages.filter((file) => /^blog\/[^/]+\/index\.html$/.test(file));
    expect(posts.length).toBeGreaterThan(0);
    for (const file of posts) {
      const [article] = ofType(file, 'Article');
      expect(article?.datePublished, file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(JSON.stringify(article?.author), file).not.toContain('%');
    }
  });
});
