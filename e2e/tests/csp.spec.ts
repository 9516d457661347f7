import { expect, test } from '@playwright/test';

for (const path of ['/', '/docs/']) {
  test(`an inline script injected into ${path} is blocked by the page's policy`, async ({ page }) => {
    await page.goto(path);
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violation: string | null }>((resolve) => {
          let violation: string | null = null;
          document.addEventListener('securitypolicyviolation', (event) => {
            violation = event.effectiveDirective;
          });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true;';
          document.body.append(script);
          setTimeout(() => resolve({ ran: '__injected' in window, violation }), 200);
        }),
    );
    expect(outcome).toEqual({ ran: false, violation: 'script-src-elem' });
  });
}

test('every page policy allows only self, hashes and, for the search, WebAssembly', async ({ request }) => {
  // Every one of these pages carries the search dialog in its header.
  for (const path of ['/', '/docs/', '/404.html']) {
    const html = await (await request.get(path)).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  }
});
