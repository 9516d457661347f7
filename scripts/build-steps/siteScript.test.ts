import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_SCRIPT_SRC, SITE_SCRIPT_SRC } from '@web/shared';
import { PAGE_SCRIPTS } from '@web/shared/page-scripts';
import { describe, expect, it } from 'vitest';
import { bundlePageScript, linkPageScripts, linkScript, writePageScripts } from './siteScript';

describe('linkScript', () => {
  it('points quoted and unquoted references at the hashed file', () => {
    const html =
      '<script type="module" src="/assets/site.js"></script><script src=/assets/site.js type=module></script>';
    expect(linkScript(html, '/assets/site.js', '/assets/site-abc.js')).toBe(
      '<script type="module" src="/assets/site-abc.js"></script><script src=/assets/site-abc.js type=module></script>',
    );
  });

  it('points the inline loader and a script import at it too', () => {
    expect(
      linkScript(`<script>s.src="/assets/site.js"</script>`, '/assets/site.js', '/assets/site-abc.js'),
    ).toBe(`<script>s.src="/assets/site-abc.js"</script>`);
    expect(linkScript('import(`/assets/search.js`)', '/assets/search.js', '/assets/search-abc.js')).toBe(
      'import(`/assets/search-abc.js`)',
    );
  });

  it('leaves other files alone', () => {
    const html = '<script src="/assets/site.json"></script><a href=/assets/site.js>x</a>';
    expect(linkScript(html, '/assets/site.js', '/assets/site-abc.js')).toBe(html);
  });
});

describe('page scripts', () => {
  const site = PAGE_SCRIPTS.find((script) => script.src === SITE_SCRIPT_SRC)!;
  const search = PAGE_SCRIPTS.find((script) => script.src === SEARCH_SCRIPT_SRC)!;

  it('the site script is one small module that imports nothing but the search, on demand', async () => {
    const code = await bundlePageScript(site);
    expect(code).not.toMatch(/\bimport\s*[{*"'`]/);
    expect(code).toContain(SEARCH_SCRIPT_SRC);
    // The budget for a content page is 10 KB gzip in all; the script (with the forms' rules
    // and the docs' saved-locale chrome, 5.9 KB in November 2026) stays well below it.
    expect(gzipSync(code).length).toBeLessThan(6_500);
    expect(code).toContain('current_locale');
    // The search's own code is not in the script every page loads.
    expect(code).not.toContain('aria-activedescendant');
  }, 30_000);

  it('the search script exports what the site script calls and loads Pagefind itself', async () => {
    const code = await bundlePageScript(search);
    expect(code).toMatch(/export\s*\{[^}]*attachSearch/);
    expect(code).toContain('aria-activedescendant');
    expect(code).toContain('pagefind.js');
  }, 30_000);

  it('are written under content hashes, the site script pointing at the hashed search', async () => {
    const out = mkdtempSync(join(tmpdir(), 'page-scripts-'));
    const hashed = await writePageScripts(out);
    const sitePath = hashed.get(SITE_SCRIPT_SRC)!;
    const searchPath = hashed.get(SEARCH_SCRIPT_SRC)!;
    expect(sitePath).toMatch(/^\/assets\/site-[0-9a-f]{10}\.js$/);
    expect(searchPath).toMatch(/^\/assets\/search-[0-9a-f]{10}\.js$/);
    expect(readdirSync(join(out, 'assets')).sort()).toEqual(
      [searchPath, sitePath].map((path) => path.slice(8)).sort(),
    );
    const siteCode = readFileSync(join(out, sitePath), 'utf8');
    expect(siteCode).toContain(searchPath);
    expect(siteCode).not.toContain(SEARCH_SCRIPT_SRC);
    expect(linkPageScripts(`<script src="${SITE_SCRIPT_SRC}"></script>`, hashed)).toBe(
      `<script src="${sitePath}"></script>`,
    );
  }, 60_000);
});
