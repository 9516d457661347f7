import { describe, expect, it } from 'vitest';
import { deferScripts } from './deferScripts';

describe('deferScripts', () => {
  it('moves module preloads from the head to the end of the body, in order', () => {
    const html =
      '<html><head><title>x</title><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js"/></head><body><h1>Hi</h1><script type="module">import "/a.js";</script></body></html>';
    expect(deferScripts(html)).toBe(
      '<html><head><title>x</title><link rel="stylesheet" href="/s.css"/></head><body><h1>Hi</h1><script type="module">import "/a.js";</script><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></body></html>',
    );
  });

  it('moves deferred scripts (the docs) and leaves inline and blocking ones', () => {
    const html =
      '<html><head><script>inline()</script><script src=/docs/main.js defer></script><script src=/x.js></script></head><body><p>t</p></body></html>';
    expect(deferScripts(html)).toBe(
      '<html><head><script>inline()</script><script src=/x.js></script></head><body><p>t</p><script src=/docs/main.js defer></script></body></html>',
    );
  });

  it('leaves a page without such scripts as it is', () => {
    expect(deferScripts('<html><head></head><body></body></html>')).toBe(
      '<html><head></head><body></body></html>',
    );
  });
});
