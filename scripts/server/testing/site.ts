import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** netlify.toml for the test sites: security headers on every path, a docs and a site 404. */
export const TEST_CONFIG_TOML = `
[[redirects]]
from = "/docs/*"
to = "/docs/404.html"
status = 404
[[redirects]]
from = "/*"
to = "/404.html"
status = 404
[[headers]]
for = "/*"
[headers.values]
X-Content-Type-Options = "nosniff"
X-Frame-Options = "DENY"
`;

/** A docs page with the feedback form, minified as the docs build writes it (its script in the head). */
export function docsPage(page: string): string {
  return [
    `<html lang=en><head><script src=/docs/assets/js/main.js defer></script></head><body><h1>Docs</h1>`,
    `<form class=f id=feedback-thanks name=docs-feedback data-netlify=true netlify-honeypot=company_website action=${page}#feedback-thanks method=POST>`,
    `<input type=hidden name=form-name value=docs-feedback /><input type=hidden name=page value=${page} />`,
    '<fieldset id=helpful><legend>Was this page helpful?</legend>',
    '<input type=radio id=helpful-yes name=helpful value=yes /><label for=helpful-yes>Yes</label>',
    '<input type=radio id=helpful-no name=helpful value=no /><label for=helpful-no>No</label>',
    '<p id=helpful-error hidden></fieldset>',
    '<textarea id=comment name=comment></textarea><p id=comment-error hidden><button>Send</button>',
    '<p role=status>Thanks</form></body></html>',
  ].join('');
}

/** The book-demo page's form, as the marketing build writes it (quoted attributes). */
export const BOOK_DEMO_FORM = [
  '<form name="book-demo" data-netlify="true" netlify-honeypot="company_website" action="/book-demo/thanks" method="POST">',
  '<input type="hidden" name="form-name" value="book-demo"/>',
  '<input id="name" type="text" name="name"/><p id="name-error" hidden=""></p>',
  '<input id="email" type="email" name="email"/><p id="email-error" hidden=""></p>',
  '<input id="company" type="text" name="company"/><p id="company-error" hidden=""></p>',
  '<select id="country" name="country"><option value="">Choose</option><option value="DK">Denmark</option></select>',
  '<textarea id="message" name="message"></textarea>',
  '<input id="consent" type="checkbox" name="consent"/><p id="consent-error" hidden=""></p>',
  '<button type="submit">Send</button></form>',
].join('');

/**
 * A fresh published folder in the system's temporary folder, and a forms file beside it (not
 * in it, so the site never serves it). `write` adds a file, folders made as needed.
 */
export function makeSite(prefix = 'server-site-') {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  return { root, write, formsFile: join(root, '..', `${root.split('/').pop()}-forms.jsonl`) };
}

/** A published folder for the server tests: pages, forms, a large image and a large script. */
export function writeTestSite() {
  const { root, write, formsFile } = makeSite();
  // Filler that makes a page the size of a real one (about 60 KB).
  const filler = `<p>${'Subscription billing for the Nordics. '.repeat(1500)}</p>`;
  write('index.html', '<h1>Home</h1>');
  write('pricing.html', `<h1>Pricing</h1>${filler}`);
  write('404.html', '<h1>Not found</h1>');
  write(
    'book-demo.html',
    `<html lang="en"><body><h1>Book a demo</h1>${filler}${BOOK_DEMO_FORM}</body></html>`,
  );
  write('book-demo/thanks.html', '<h1>Thanks for your request</h1>');
  write('newsletter/thanks.html', '<h1>You are on the list</h1>');
  write('docs/api.html', docsPage('/docs/api/'));
  write('docs/api/changelog.html', docsPage('/docs/api/changelog'));
  write('docs/404.html', '<h1>Docs page not found</h1>');
  write('.hidden.png', 'not for visitors');
  // Incompressible and well over 16 KB: served from a file stream, never from memory.
  const image = randomBytes(256 * 1024);
  write('og-image.png', image);
  // Compressible, 430 KB: the size of the docs' main script.
  const script = Buffer.from(
    Array.from({ length: 9000 }, (_, index) => `export const value${index} = ${index * 7919};\n`).join(''),
  );
  write('docs/assets/js/main.js', script);
  return { root, image, script, formsFile };
}
