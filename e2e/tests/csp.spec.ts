import { expect, test } from './fixtures';

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

// Every built page's policy is read from the files: scripts/site-checks/pages.test.ts.
