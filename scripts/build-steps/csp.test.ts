import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { colorSchemeScript } from '@web/shared';
import { addCspMeta, hasSearch, inlineScripts, pagePolicy, scriptHash, stripScripts } from './csp';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>
<script>window.a=1</script><script type="module" src="/assets/entry.js"></script></head>
<body><script type="module">import "/assets/entry.js";</script></body></html>`;

describe('inlineScripts', () => {
  it('collects inline bodies in order and skips scripts with src', () => {
    expect(inlineScripts(page)).toEqual(['window.a=1', 'import "/assets/entry.js";']);
  });
});

describe('scriptHash', () => {
  it('is the base64 sha256 of the exact body', () => {
    const expected = createHash('sha256').update('window.a=1').digest('base64');
    expect(scriptHash('window.a=1')).toBe(`'sha256-${expected}'`);
  });
});

describe('pagePolicy', () => {
  it('allows self plus each distinct inline script once, and never unsafe-inline for scripts', () => {
    const policy = pagePolicy(['a', 'a', 'b']);
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash('a')} ${scriptHash('b')}`);
    expect(policy).not.toContain('unsafe-eval');
  });
});

describe('search pages', () => {
  it('may compile WebAssembly, and nothing more: never eval', () => {
    const scriptSrc = pagePolicy(['a'], { search: true })
      .split('; ')
      .find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${scriptHash('a')}`);
    expect(scriptSrc?.split(' ')).not.toContain("'unsafe-eval'");
  });

  it('are the pages carrying the search dialog, quoted or not', () => {
    expect(hasSearch('<dialog id="bv-search" class="bv-search">')).toBe(true);
    expect(hasSearch('<dialog class=bv-search id=bv-search closedby=any>')).toBe(true);
    expect(hasSearch('<dialog id="bv-search-other">')).toBe(false);
    expect(hasSearch('<p>id="bv-search"</p>')).toBe(false);
    expect(
      addCspMeta(`<head><meta charset="utf-8"></head><body><dialog id="bv-search"></dialog></body>`),
    ).toContain("'wasm-unsafe-eval'");
    expect(addCspMeta(page)).not.toContain('wasm');
  });
});

describe('addCspMeta', () => {
  it('puts the policy right after the charset, before any script', () => {
    const out = addCspMeta(page);
    expect(out.indexOf('Content-Security-Policy')).toBeGreaterThan(out.indexOf('charSet'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(out).toContain(scriptHash('window.a=1'));
  });

  it('replaces a policy added by an earlier run instead of adding a second', () => {
    const twice = addCspMeta(addCspMeta(page));
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('refuses a page with no head', () => {
    expect(() => addCspMeta('<p>hi</p>')).toThrow(/no <head>/);
  });
});

describe('stripScripts', () => {
  it('removes inline and external scripts and module preloads', () => {
    const out = stripScripts(`${page}<link rel="modulepreload" href="/assets/x.js"/>`);
    expect(out).not.toMatch(/<script|modulepreload/);
    expect(out).toContain('<title>x</title>');
  });

  it("keeps the colour-scheme script, ours and Docusaurus's, so a dark choice survives", () => {
    const ours = `<script>${colorSchemeScript()}</script>`;
    const docusaurus = `<script>(function(){document.documentElement.setAttribute('data-theme','dark')})()</script>`;
    const out = stripScripts(`<head>${ours}${docusaurus}<script src="/a.js"></script></head>`);
    expect(out).toBe(`<head>${ours}${docusaurus}</head>`);
  });
});
