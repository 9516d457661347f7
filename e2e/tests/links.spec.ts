import { LOCALES } from '@web/shared';
import { expect, test } from './fixtures';

/** Where the crawl starts: both homes of the site and each locale's home. */
const START = ['/', '/docs/', ...LOCALES.map((locale) => `/${locale}/`)];
const CONCURRENCY = 12;

/**
 * Every same-origin URL a page refers to: href, src and each srcset candidate, quoted or not
 * (the docs HTML is minified and drops the quotes). Entities in attribute values are decoded.
 */
function referencedUrls(html: string, base: URL): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(/\s(href|src|srcset)=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    const value = (match[2] ?? match[3] ?? match[4] ?? '').replace(/&amp;/g, '&');
    if (match[1]!.toLowerCase() === 'srcset') {
      values.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
    } else values.push(value);
  }
  const urls: string[] = [];
  for (const value of values) {
    if (!value || /^(mailto:|tel:|javascript:|data:|#)/i.test(value)) continue;
    const url = new URL(value, base);
    if (url.origin !== base.origin) continue;
    url.hash = '';
    urls.push(url.pathname + url.search);
  }
  return urls;
}

test('a crawl of the whole site from its homes finds no broken link', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!);
  const linkedFrom = new Map<string, string>(START.map((path) => [path, '(start)']));
  const queue = [...START];
  const broken: string[] = [];
  let checked = 0;

  const visit = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 5 });
    checked += 1;
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${path} (linked from ${linkedFrom.get(path)})`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const url of referencedUrls(await response.text(), new URL(path, origin))) {
      if (linkedFrom.has(url)) continue;
      linkedFrom.set(url, path);
      queue.push(url);
    }
  };

  const workers = Array.from({ length: CONCURRENCY }, async () => {
    // Each worker takes the next URL; the queue grows while pages are read.
    for (;;) {
      const next = queue.shift();
      if (next === undefined) {
        if (checked >= linkedFrom.size) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      await visit(next);
    }
  });
  await Promise.all(workers);

  console.log(`Link crawl: ${checked} URLs checked, ${broken.length} broken.`);
  expect(checked).toBeGreaterThan(800);
  expect(broken).toEqual([]);
});
