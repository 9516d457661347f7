import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { parseNetlifyConfig } from './netlifyConfig';
import { createSiteServer, type ServerOptions } from './server';
import { BOOK_DEMO_FORM, docsPage, makeSite } from './testing/site';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const NEWSLETTER = 'form-name=newsletter&email=a%40b.dk&consent=on';
const DEMO = {
  'form-name': 'book-demo',
  name: 'Ida Holm',
  email: 'ida@example.dk',
  company: 'Holm ApS',
  country: 'DK',
  consent: 'on',
};

const FEEDBACK = {
  'form-name': 'docs-feedback',
  page: '/docs/billing/plans',
  helpful: 'no',
  comment: 'Add VAT.',
};

const servers: Server[] = [];
afterAll(() =>
  Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
);

/** A published folder with the thank-you pages, and a server for it on a free port. */
/** A form page for the posts refused as a whole to be handed back on. */
const BOOK_DEMO_PAGE = `<html lang="en"><body><h1>Book a demo</h1>${BOOK_DEMO_FORM}</body></html>`;

async function start(options: Partial<ServerOptions> = {}) {
  const { root, write, formsFile } = makeSite('forms-site-');
  for (const [path, body] of [
    ['404.html', '<h1>Not found</h1>'],
    ['newsletter/thanks.html', '<h1>You are on the list</h1>'],
    ['book-demo/thanks.html', '<h1>Thanks for your request</h1>'],
    ['da-DK/book-demo/thanks.html', '<h1>Tak for din henvendelse</h1>'],
    ['docs/billing/plans.html', docsPage('/docs/billing/plans')],
    ['docs/index.html', docsPage('/docs/')],
    ['docs/changelog.html', '<h1>Changelog</h1><p>No feedback form on this one.</p>'],
    ['docs/404.html', '<h1>Page not found</h1>'],
  ] as const)
    write(path, body);
  const server = createSiteServer({ root, config: parseNetlifyConfig(''), formsFile, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  const post = (
    path: string,
    body: string | Record<string, string>,
    type: string | null = FORM_TYPE,
    host = '127.0.0.1',
  ) =>
    fetch(`http://${host}:${port}${path}`, {
      method: 'POST',
      headers: type === null ? {} : { 'Content-Type': type },
      // Bytes, so fetch adds no Content-Type of its own.
      body: new TextEncoder().encode(typeof body === 'string' ? body : new URLSearchParams(body).toString()),
    });
  const stored = () => (existsSync(formsFile) ? readFileSync(formsFile, 'utf8') : '');
  return { post, stored, formsFile, port, write };
}

describe('form posts by address', () => {
  it.each([
    '/newsletter/thanks',
    '/da-DK/newsletter/thanks',
    '/nb-NO/newsletter/thanks',
    '/en-DE/newsletter/thanks',
  ])('takes a newsletter post at its action %s', async (path) => {
    const { post, stored } = await start();
    const response = await post(path, NEWSLETTER);
    expect(response.status).toBe(200);
    expect(stored().trim().split('\n')).toHaveLength(1);
  });

  it('takes a demo request at its action under a locale, answering with the thank-you page', async () => {
    const { post, stored } = await start();
    const response = await post('/da-DK/book-demo/thanks', DEMO);
    expect([response.status, await response.text()]).toEqual([200, '<h1>Tak for din henvendelse</h1>']);
    expect(JSON.parse(stored())).toMatchObject({ form: 'book-demo', values: { company: 'Holm ApS' } });
  });

  it.each([
    '/',
    '/newsletter',
    '/book-demo',
    '/newsletter/thanks/',
    '/newsletter/thanks/more',
    '/xx-XX/newsletter/thanks',
    '/da-dk/newsletter/thanks',
    '/docs/newsletter/thanks',
    '/company/contact',
    '/.netlify/functions/submission-created',
  ])('answers a post to %s, which is no form action, with 404 and stores nothing', async (path) => {
    const { post, stored } = await start();
    const response = await post(path, NEWSLETTER);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<h1>No form here</h1>');
    expect(stored()).toBe('');
  });

  it("refuses a form posted to another form's action", async () => {
    const { post, stored } = await start();
    const response = await post('/book-demo/thanks', NEWSLETTER);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('We do not know this form.');
    expect(stored()).toBe('');
  });
});

describe('form posts by media type', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
    'APPLICATION/X-WWW-FORM-URLENCODED;charset="utf-8"',
  ])('takes %j', async (type) => {
    const { post, stored } = await start();
    expect((await post('/newsletter/thanks', NEWSLETTER, type)).status).toBe(200);
    expect(stored()).toContain('"a@b.dk"');
  });

  it.each([
    'application/x-www-form-urlencoded-foo',
    'text/plain',
    'text/plain; charset=utf-8',
    'multipart/form-data; boundary=x',
    'application/json',
    'application/x-www-form-urlencoded; charset=iso-8859-1',
    null,
  ])('answers %j with 415 and stores nothing', async (type) => {
    const { post, stored } = await start();
    const response = await post('/newsletter/thanks', NEWSLETTER, type);
    expect(response.status).toBe(415);
    expect(await response.text()).toContain('<h1>Form not readable</h1>');
    expect(stored()).toBe('');
  });

  it('answers a body over 64 KB with 413 and stores nothing', async () => {
    const { post, stored } = await start();
    const response = await post('/newsletter/thanks', `${NEWSLETTER}&message=${'x'.repeat(70_000)}`);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('<h1>Form too large</h1>');
    expect(stored()).toBe('');
  });
});

describe('form values', () => {
  it.each([
    [
      'a line break in the name',
      { name: 'Ida\nHolm' },
      'name',
      'Remove line breaks and other control characters.',
    ],
    ['a trailing line break in the name', { name: 'Ida Holm\r\n' }, 'name', 'Remove line breaks'],
    ['a NUL in the company', { company: 'Holm\u0000ApS' }, 'company', 'Remove line breaks'],
    ['a DEL in the company', { company: 'Holm\u007fApS' }, 'company', 'Remove line breaks'],
    ['a tab in the name', { name: 'Ida\tHolm' }, 'name', 'Remove line breaks'],
    [
      'a header after the e-mail',
      { email: 'ida@example.dk\r\nBcc: all@example.dk' },
      'email',
      'Enter an e-mail',
    ],
    ['a NUL in the e-mail', { email: 'ida\u0000@example.dk' }, 'email', 'Enter an e-mail'],
    ['angle brackets round the e-mail', { email: '<ida@example.dk>' }, 'email', 'Enter an e-mail'],
    ['a name and address as the e-mail', { email: 'Ida <ida@example.dk>' }, 'email', 'Enter an e-mail'],
    ['an e-mail without a top-level domain', { email: 'ida@example' }, 'email', 'Enter an e-mail'],
    ['an e-mail with two @', { email: 'ida@holm@example.dk' }, 'email', 'Enter an e-mail'],
    ['an e-mail with an empty label', { email: 'ida@example..dk' }, 'email', 'Enter an e-mail'],
    ['consent given as yes', { consent: 'yes' }, 'consent', 'Please fill in this field.'],
    ['consent given as 1', { consent: '1' }, 'consent', 'Please fill in this field.'],
    ['consent given as false', { consent: 'false' }, 'consent', 'Please fill in this field.'],
    ['consent given empty', { consent: '' }, 'consent', 'Please fill in this field.'],
  ])('refuses %s with 400, naming the field, and stores nothing', async (_what, change, field, message) => {
    const { post, stored } = await start();
    const response = await post('/book-demo/thanks', { ...DEMO, ...change });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(`<strong>${field}</strong>: ${message}`);
    expect([page.includes('\u0000'), page.includes('\u007f')]).toEqual([false, false]);
    expect(stored()).toBe('');
  });

  it.each(['on', 'true'])('counts consent given as %j', async (consent) => {
    const { post, stored } = await start();
    expect((await post('/book-demo/thanks', { ...DEMO, consent })).status).toBe(200);
    expect(JSON.parse(stored())).toMatchObject({ values: { consent: true } });
  });

  it('keeps a message over several lines: control characters are refused in one-line fields only', async () => {
    const { post, stored } = await start();
    expect((await post('/book-demo/thanks', { ...DEMO, message: 'One\nTwo' })).status).toBe(200);
    expect(JSON.parse(stored())).toMatchObject({ values: { message: 'One\nTwo' } });
  });
});

describe('rate limit', () => {
  it('answers 429 once an address has had its share, and takes posts again when the window moves on', async () => {
    const clock = { now: Date.UTC(2025, 0, 1) };
    const { post, stored } = await start({
      formRateLimit: { max: 3, windowMs: 60_000 },
      clock: () => clock.now,
    });
    // A refused post counts too: reading and checking it costs the server as much.
    expect((await post('/newsletter/thanks', 'form-name=newsletter&email=nope')).status).toBe(400);
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
    clock.now += 20_000;
    expect((await post('/da-DK/newsletter/thanks', NEWSLETTER)).status).toBe(200);

    const limited = await post('/newsletter/thanks', NEWSLETTER);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('40');
    const page = await limited.text();
    expect(page).toContain('<h1>Too many forms</h1>');
    expect(page).toContain('at most 3 forms from one address in 60 seconds');
    expect(page).toContain('send it again in 40 seconds');
    // Refused whatever it holds, and nothing more is stored.
    expect((await post('/book-demo/thanks', { ...DEMO, email: 'bad' })).status).toBe(429);
    expect(stored().trim().split('\n')).toHaveLength(2);

    clock.now += 39_999;
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(429);
    clock.now += 1;
    // The two posts of the first second have left the window: room for two more.
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
    expect((await post('/book-demo/thanks', { ...DEMO, email: 'bad' })).status).toBe(400);
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(429);
    const lines = stored().trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2] ?? '')).toMatchObject({ receivedAt: '2025-01-01T00:01:00.000Z' });
  });

  it('hands the form back with what was typed when a post is over the limit', async () => {
    const { post, stored, write } = await start({ formRateLimit: { max: 1, windowMs: 60_000 } });
    write('book-demo.html', BOOK_DEMO_PAGE);
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
    const message = 'Line one\r\nLine two with <b>markup</b> & æøå';
    const limited = await post('/book-demo/thanks', { ...DEMO, company: 'Fjord Abonnement AS', message });
    expect(limited.status).toBe(429);
    const page = await limited.text();
    expect(page).toContain('<p role="alert"><strong>Too many forms</strong> ');
    expect(page).toContain('value="Fjord Abonnement AS"');
    expect(page).toContain('Line one\r\nLine two with &#60;b&#62;markup&#60;/b&#62; &#38; æøå</textarea>');
    expect(page).not.toContain('<script');
    expect(stored().trim().split('\n')).toHaveLength(1);
  });

  it('takes every loopback address for the same client', async ({ skip }) => {
    const { post, port } = await start({ formRateLimit: { max: 1, windowMs: 60_000 } });
    const reachable = await fetch(`http://[::1]:${port}/`).then(
      () => true,
      () => false,
    );
    if (!reachable) skip('no IPv6 loopback on this machine');
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(429);
    expect((await post('/newsletter/thanks', NEWSLETTER, FORM_TYPE, '[::1]')).status).toBe(429);
  });

  it('takes every post when the limit is off', async () => {
    const { post, stored } = await start({ formRateLimit: null });
    for (let index = 0; index < 15; index += 1) {
      expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
    }
    expect(stored().trim().split('\n')).toHaveLength(15);
  });

  it('by default takes 10 posts from an address in 10 minutes', async () => {
    const clock = { now: 0 };
    const { post } = await start({ clock: () => clock.now });
    for (let index = 0; index < 10; index += 1) {
      expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
    }
    const limited = await post('/newsletter/thanks', NEWSLETTER);
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '600']);
    clock.now = 600_000;
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
  });
});

describe('size cap of the submissions file', () => {
  it('answers 507 when a post would take the file past its cap, leaving every stored byte as it was', async () => {
    const earlier = `${JSON.stringify({ form: 'newsletter', values: { email: 'first@b.dk' } })}\n`;
    const clock = { now: Date.UTC(2025, 0, 1) };
    const line = `${JSON.stringify({
      form: 'newsletter',
      receivedAt: new Date(clock.now).toISOString(),
      values: { email: 'a@b.dk', consent: true },
    })}\n`;
    const { post, stored, formsFile, write } = await start({
      formsFileMaxBytes: Buffer.byteLength(earlier) + Buffer.byteLength(line),
      clock: () => clock.now,
    });
    writeFileSync(formsFile, earlier);
    write('book-demo.html', BOOK_DEMO_PAGE);

    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(200);
    const before = readFileSync(formsFile);
    expect(before.toString()).toBe(`${earlier}${line}`);

    const full = await post('/newsletter/thanks', NEWSLETTER);
    expect(full.status).toBe(507);
    expect(await full.text()).toContain('<h1>Forms are full</h1>');
    // From a form page, the page comes back with what was typed and the reason above the form.
    const fullDemo = await post('/book-demo/thanks', { ...DEMO, company: 'Kept Regnskab ApS' });
    expect(fullDemo.status).toBe(507);
    const page = await fullDemo.text();
    expect(page).toContain('<p role="alert"><strong>Forms are full</strong> ');
    expect(page).toContain('value="Kept Regnskab ApS"');
    expect(readFileSync(formsFile).equals(before)).toBe(true);
    // A refused post still gets its reasons; the cap only stops what would be stored.
    expect((await post('/newsletter/thanks', 'form-name=newsletter&email=nope')).status).toBe(400);
    expect(stored()).toBe(`${earlier}${line}`);
  });

  it('never touches a file already over its cap', async () => {
    const { post, formsFile } = await start({ formsFileMaxBytes: 10 });
    writeFileSync(formsFile, 'x'.repeat(100));
    expect((await post('/newsletter/thanks', NEWSLETTER)).status).toBe(507);
    expect(readFileSync(formsFile, 'utf8')).toBe('x'.repeat(100));
  });
});

describe('docs feedback posts', () => {
  it('takes an answer at the docs page it is about, answering with that page, and stores it', async () => {
    const { post, stored } = await start();
    const response = await post('/docs/billing/plans', FEEDBACK);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name=docs-feedback');
    expect(JSON.parse(stored())).toMatchObject({
      form: 'docs-feedback',
      values: { page: '/docs/billing/plans', helpful: 'no', comment: 'Add VAT.' },
    });
  });

  it('takes one at the docs home', async () => {
    const { post, stored } = await start();
    expect((await post('/docs/', { ...FEEDBACK, page: '/docs/', helpful: 'yes', comment: '' })).status).toBe(
      200,
    );
    expect(JSON.parse(stored())).toMatchObject({ values: { page: '/docs/', helpful: 'yes', comment: '' } });
  });

  it.each([
    ['a docs page without the form', '/docs/changelog'],
    ['a docs path with no page', '/docs/billing/nothing-here'],
    ['the docs 404 page', '/docs/404'],
    ['a docs page under another spelling', '/docs/billing/plans/'],
    ['a docs page with its extension', '/docs/billing/plans.html'],
  ])('answers a post to %s with 404 and stores nothing', async (_what, path) => {
    const { post, stored } = await start();
    const response = await post(path, { ...FEEDBACK, page: path });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>No form here</h1>');
    expect(stored()).toBe('');
  });

  it('refuses an answer filed under another page than the one it was posted to', async () => {
    const { post, stored } = await start();
    const response = await post('/docs/billing/plans', { ...FEEDBACK, page: '/docs/' });
    expect(response.status).toBe(400);
    expect(stored()).toBe('');
  });

  it('refuses a post without a choice with the page itself, the reason beside the question, scripts out', async () => {
    const { post, stored } = await start();
    const response = await post('/docs/billing/plans', {
      ...FEEDBACK,
      helpful: '',
      comment: '</textarea><script>alert(1)</script>',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<fieldset id=helpful aria-invalid="true" aria-describedby="helpful-error">');
    expect(page).toContain('<p id=helpful-error>Choose one of the options.</p></fieldset>');
    expect(page).toContain('&#60;/textarea&#62;&#60;script&#62;alert(1)&#60;/script&#62;</textarea>');
    expect(page).not.toContain('<script');
    expect(stored()).toBe('');
  });

  it('refuses a comment over the limit and keeps the choice', async () => {
    const { post, stored } = await start();
    const response = await post('/docs/billing/plans', { ...FEEDBACK, comment: 'x'.repeat(2001) });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('value=no checked />');
    expect(page).toContain('<p id=comment-error>This is longer than we accept.</p>');
    expect(stored()).toBe('');
  });

  it('answers a filled honeypot like success and stores nothing', async () => {
    const { post, stored } = await start();
    expect((await post('/docs/billing/plans', { ...FEEDBACK, company_website: 'x' })).status).toBe(200);
    expect(stored()).toBe('');
  });

  it("refuses another form posted to a docs page's address", async () => {
    const { post, stored } = await start();
    expect((await post('/docs/billing/plans', NEWSLETTER)).status).toBe(400);
    expect(stored()).toBe('');
  });
});
