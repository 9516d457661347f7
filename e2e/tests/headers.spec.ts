import { expect, test } from './fixtures';

for (const path of ['/', '/docs/', '/docs/billing/plans', '/no-such-page']) {
  test(`security headers arrive on ${path}`, async ({ request }) => {
    const headers = (await request.get(path)).headers();
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const policy = headers['content-security-policy'] ?? '';
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
}

test('hashed assets are immutable and pages are not', async ({ page, request }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url())) assets.push(response.url());
  });
  await page.goto('/');
  await page.goto('/docs/');
  expect(assets.some((url) => url.includes('/docs/assets/'))).toBe(true);
  expect(assets.some((url) => !url.includes('/docs/'))).toBe(true);
  for (const url of assets) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe(
      'public, max-age=31536000, immutable',
    );
  }
  expect((await request.get('/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test("the search index's hashed pieces are immutable, its entry file is not", async ({ page }) => {
  const pieces: { url: string; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/pagefind/'))
      pieces.push({ url: response.url(), cache: response.headers()['cache-control'] });
  });
  await page.goto('/');
  await page.keyboard.press('/');
  // Type only once the field has focus: keys sent while the dialog opens are lost.
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('invoice');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  const hashed = pieces.filter(({ url }) => /\/(fragment|index|filter)\/[^/]+$/.test(url));
  expect(hashed.length).toBeGreaterThan(0);
  for (const { url, cache } of hashed) expect(cache, url).toBe('public, max-age=31536000, immutable');
  const entry = pieces.find(({ url }) => url.includes('pagefind-entry.json'));
  expect(entry?.cache).toBe('public, max-age=0, must-revalidate');
});

test('responses are compressed', async ({ request }) => {
  const response = await request.get('/docs/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toBe('br');
});

test('netlify.toml rules hold on the local server', async ({ request }) => {
  const signIn = await request.get('/signin', { maxRedirects: 0 });
  expect([signIn.status(), signIn.headers()['location']]).toEqual([302, 'https://app.billvard.com/']);
  const help = await request.get('/help/billing/plans', { maxRedirects: 0 });
  expect([help.status(), help.headers()['location']]).toEqual([301, '/docs/billing/plans']);
  const security = await request.get('/.well-known/security.txt');
  expect(security.status()).toBe(200);
  expect(await security.text()).toContain('Contact: mailto:security@');
});

test('the feeds are served as Atom, and a missing feed is an ordinary 404 page', async ({ request }) => {
  for (const path of [
    '/blog/feed.xml',
    '/da-DK/blog/feed.xml',
    '/nb-NO/blog/feed.xml',
    '/docs/changelog.xml',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('application/atom+xml; charset=utf-8');
    expect(await response.text(), path).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  }
  const missing = await request.get('/sv-SE/blog/feed.xml');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toBe('text/html; charset=utf-8');
});
