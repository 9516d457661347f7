import { expect, test } from '@playwright/test';
import { messagesFor } from '@web/shared';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.DEV_CHECK_PORT);
const DOCS_PORT = Number(process.env.DEV_CHECK_DOCS_PORT);

/** The status a dev server answers to a GET with this Host (and, for a socket, these upgrade headers). */
function statusFor(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: 'localhost', port, path, headers });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    req.on('error', reject);
    req.end();
  });
}

const SOCKET = {
  Connection: 'Upgrade',
  Upgrade: 'websocket',
  'Sec-WebSocket-Version': '13',
  'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
};

/** Appends a line to a content file for one test and puts the file back after it. */
function withEditedFile(path: string, line: string): () => void {
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, `${original}\n${line}\n`);
  return () => writeFileSync(path, original);
}

test.describe('npm run dev', () => {
  for (const path of ['/', '/pricing', '/calculator', '/docs/billing/plans']) {
    test(`serves ${path} through the one origin, without errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\w{3}/);
      expect(errors).toEqual([]);
    });
  }

  test('the calculator answers typed input in the browser', async ({ page }) => {
    await page.goto('/calculator');
    const invoices = page.getByRole('textbox', { name: messagesFor('en')['calculator.input.invoices'] });
    await invoices.fill('400');
    await invoices.blur();
    await expect(page).toHaveURL(/invoices=400/);
  });

  test('shows an edit to a marketing content file without a restart', async ({ page }) => {
    await page.goto('/newsletter');
    const marker = `Edited while the dev site ran ${Date.now()}.`;
    const restore = withEditedFile(join(ROOT, 'marketing/content/newsletter.mdx'), marker);
    try {
      await expect(page.getByText(marker)).toBeVisible();
    } finally {
      restore();
    }
  });

  test('shows an edit to a docs page without a restart, through the proxied hot-reload socket', async ({
    page,
  }) => {
    await page.goto('/docs/billing/plans');
    const marker = `Edited while the docs ran ${Date.now()}.`;
    const restore = withEditedFile(join(ROOT, 'docs-site/docs/billing/plans.mdx'), marker);
    try {
      await expect(page.getByText(marker)).toBeVisible();
    } finally {
      restore();
    }
  });

  test('refuses a foreign Host on both servers, and on the proxy', async () => {
    for (const host of ['evil.example', '127.0.0.1.nip.io', `evil.example:${PORT}`]) {
      expect(await statusFor(PORT, '/', { Host: host }), `/ with Host ${host}`).toBe(403);
      expect(await statusFor(PORT, '/docs/', { Host: host }), `/docs/ with Host ${host}`).toBe(403);
      expect(await statusFor(DOCS_PORT, '/docs/', { Host: host }), `docs server with Host ${host}`).toBe(403);
    }
    expect(await statusFor(PORT, '/docs/', { Host: `localhost:${PORT}` })).toBe(200);
  });

  test("refuses a cross-origin socket on the docs' hot reload, and opens a same-origin one", async () => {
    const local = { ...SOCKET, Host: `localhost:${PORT}`, Origin: `http://localhost:${PORT}` };
    const foreign = { ...local, Origin: 'http://evil.example' };
    expect(await statusFor(PORT, '/ws', foreign)).toBe(403);
    expect(await statusFor(DOCS_PORT, '/ws', { ...foreign, Host: `localhost:${DOCS_PORT}` })).toBe(403);
    expect(await statusFor(PORT, '/ws', local)).toBe(101);
  });
});
