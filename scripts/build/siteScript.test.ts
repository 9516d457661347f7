import { describe, expect, it } from 'vitest';
import { bundleSiteScript, linkSiteScript } from './siteScript';

describe('linkSiteScript', () => {
  it('points quoted and unquoted references at the hashed file', () => {
    const html = '<script type="module" src="/assets/site.js"></script><script src=/assets/site.js type=module></script>';
    expect(linkSiteScript(html, '/assets/site-abc.js')).toBe(
      '<script type="module" src="/assets/site-abc.js"></script><script src=/assets/site-abc.js type=module></script>',
    );
  });

  it('points the inline loader at it too', () => {
    expect(linkSiteScript(`<script>s.src="/assets/site.js"</script>`, '/assets/site-abc.js')).toBe(
      `<script>s.src="/assets/site-abc.js"</script>`,
    );
  });

  it('leaves other files alone', () => {
    const html = '<script src="/assets/site.json"></script><a href=/assets/site.js>x</a>';
    expect(linkSiteScript(html, '/assets/site-abc.js')).toBe(html);
  });
});

describe('bundleSiteScript', () => {
  it('builds one small module with no imports left', async () => {
    const code = await bundleSiteScript();
    expect(code).not.toMatch(/\bimport\s*[{(*"']/);
    // The budget for a content page is 10 KB gzip in all; the script stays far below it.
    expect(code.length).toBeLessThan(12_000);
    expect(code).toContain('current_locale');
  }, 30_000);
});
