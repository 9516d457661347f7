import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkedAssets, servingProblems } from './benchServed';
import { precompressFolder } from './files/encoded';
import { parseNetlifyConfig } from './server/netlifyConfig';
import { createSiteServer } from './server/server';

/** A docs page with a big script and stylesheet, served by the local server; copies or not. */
async function servedSite(withCopies: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'bench-served-'));
  const write = (path: string, body: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write(
    'docs/page.html',
    `<link rel=stylesheet href=/docs/a.css /><script src="/docs/main.js" defer></script>${'<p>x</p>'.repeat(300)}`,
  );
  write('docs/main.js', 'console.log("hydrate");'.repeat(200));
  write('docs/a.css', 'p{margin:0}'.repeat(200));
  if (withCopies) await precompressFolder(root);
  const server = createSiteServer({
    root,
    config: parseNetlifyConfig(''),
    formsFile: join(root, 'forms.jsonl'),
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

describe('the bench checks how a site is served before measuring it', () => {
  it('finds the scripts and stylesheets a page links, quoted or not', () => {
    const html =
      '<link rel=preload href=/fonts/a.woff2 as=font><link rel="stylesheet" href="/a.css"/>' +
      '<script src=/b.js defer></script><script>inline()</script><link rel=icon href=/i.svg>';
    expect(linkedAssets(html)).toEqual([
      { path: '/a.css', kind: 'stylesheet' },
      { path: '/b.js', kind: 'script' },
    ]);
  });

  it('passes a site whose page, script and stylesheet come brotli-encoded', async () => {
    const { server, origin } = await servedSite(true);
    const problems = await servingProblems(origin, '/docs/page');
    server.close();
    expect(problems).toEqual([]);
  });

  it('names every file sent uncompressed, as the stock peer was before it had copies', async () => {
    const { server, origin } = await servedSite(false);
    const problems = await servingProblems(origin, '/docs/page');
    server.close();
    expect(problems).toEqual([
      '/docs/page: page sent with encoding none',
      '/docs/a.css: stylesheet sent with encoding none',
      '/docs/main.js: script sent with encoding none',
    ]);
  });
});
