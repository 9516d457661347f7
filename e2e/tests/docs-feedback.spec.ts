import type { Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { FORMS_FILE } from '../playwright.config';
import { axeViolations, expect, test } from './fixtures';

const DOC = '/docs/billing/plans';

/** The stored posts whose line holds `needle` (a comment unique to one test). */
const stored = (needle: string): unknown[] =>
  existsSync(FORMS_FILE)
    ? readFileSync(FORMS_FILE, 'utf8')
        .split('\n')
        .filter((line) => line.includes(needle))
        .map((line) => JSON.parse(line) as unknown)
    : [];

const widget = (page: Page) => page.locator('form[name="docs-feedback"]');
const question = (page: Page) => widget(page).getByRole('group', { name: 'Was this page helpful?' });
const comment = (page: Page) => widget(page).getByLabel('Anything we should add or fix? (optional)');
const send = (page: Page) => widget(page).getByRole('button', { name: 'Send feedback' });
const thanks = (page: Page) => widget(page).getByText('Thanks for your feedback.');
const postTo = (page: Page, path: string) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(path));

test('the question sits under the text, above previous/next, on docs pages but not on the docs 404', async ({
  page,
}) => {
  for (const path of [DOC, '/docs/']) {
    await page.goto(path);
    await expect(question(page), path).toBeVisible();
    const [form, pager] = await Promise.all([
      widget(page).boundingBox(),
      page.getByRole('navigation', { name: 'Docs pages' }).boundingBox(),
    ]);
    const text = await page.locator('[data-pagefind-body]').boundingBox();
    expect(form!.y, path).toBeGreaterThan(text!.y + text!.height);
    expect(form!.y + form!.height, path).toBeLessThan(pager!.y);
    // Its text is no part of what the site search indexes.
    await expect(page.locator('[data-pagefind-body] form'), path).toHaveCount(0);
  }
  await page.goto('/docs/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(widget(page)).toHaveCount(0);
});

test('with JavaScript the form posts as it does without: back on the page at its thank-you note, stored once', async ({
  page,
  pageProblems,
}) => {
  // Docs pages run no framework script (docs/decisions/2026-11-23-javascript-only-where-a-page-needs-it.md): the form is a plain form either way.
  const text = `js-${Date.now()} The VAT example is missing.`;
  await page.goto(DOC);
  await expect(comment(page)).toBeHidden();
  await question(page).getByLabel('No').check();
  await comment(page).fill(text);
  const [response] = await Promise.all([postTo(page, DOC), send(page).click()]);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(`${DOC}#feedback-thanks`);
  await expect(thanks(page)).toBeVisible();
  await expect(question(page)).toBeHidden();
  expect(stored(text)).toEqual([
    expect.objectContaining({
      form: 'docs-feedback',
      values: { page: DOC, helpful: 'no', comment: text },
    }),
  ]);
  expect(pageProblems).toEqual([]);
});

test('with JavaScript a post without a choice stays on the page, the reason at the question and focus on its first answer', async ({
  page,
  pageProblems,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(DOC);
  // The comment opens with a choice; a script could still send the form without one.
  await widget(page).evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(question(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(question(page)).toHaveAccessibleDescription('Choose one of the options.');
  await expect(question(page).getByLabel('Yes')).toBeFocused();
  await expect(thanks(page)).toBeHidden();
  expect(posts).toEqual([]);
  expect(pageProblems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain post lands back on the page at its thank-you note, stored once', async ({ page }) => {
    const text = `nojs-${Date.now()} Needs a VAT example.`;
    await page.goto(DOC);
    await expect(comment(page)).toBeHidden();
    await question(page).getByLabel('No').check();
    await comment(page).fill(text);
    const [response] = await Promise.all([postTo(page, DOC), send(page).click()]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(`${DOC}#feedback-thanks`);
    await expect(thanks(page)).toBeVisible();
    await expect(thanks(page)).toBeInViewport();
    await expect(question(page)).toBeHidden();
    expect(stored(text)).toEqual([
      expect.objectContaining({
        form: 'docs-feedback',
        values: { page: DOC, helpful: 'no', comment: text },
      }),
    ]);
  });

  test('a post without a choice is refused: the page comes back with the reason at the question, nothing echoed as markup', async ({
    page,
  }) => {
    const marker = `refused-${Date.now()}`;
    const text = `${marker} </textarea><script>alert(1)</script>`;
    await page.goto(DOC);
    await question(page).getByLabel('Yes').check();
    await comment(page).fill(text);
    // The browser cannot un-choose a radio: the post leaves without the choice, as a bot's might.
    await page.route(`**${DOC}`, (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.delete('helpful');
      return route.continue({ postData: body.toString() });
    });
    const [refused] = await Promise.all([postTo(page, DOC), send(page).click()]);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).not.toContain('<script>alert(1)');
    await expect(question(page)).toHaveAccessibleDescription('Choose one of the options.');
    await expect(question(page)).toHaveAttribute('aria-invalid', 'true');
    // Opened at the form (a fragment wins over autofocus): the question is in view, and Tab
    // goes from there to its first answer.
    await expect(question(page)).toBeInViewport();
    await expect(question(page).getByLabel('Yes')).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(question(page).getByLabel('Yes')).toBeFocused();
    await expect(comment(page)).toHaveValue(text);
    // The address still ends in #feedback-thanks, but a refused form shows no thanks.
    await expect(thanks(page)).toBeHidden();
    expect(stored(marker)).toEqual([]);
  });
});

// On a phone, where the answers and the comment field are narrowest (target sizes); the docs
// page itself is audited at 1280 px in axe-states.spec.ts.
for (const width of [390]) {
  test(`axe finds no violations on a docs page with the question, and with the comment open, at ${width} px`, async ({
    page,
  }) => {
    // Axe over a whole docs page takes a while on a slow machine; it runs twice here.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(DOC);
    await question(page).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await question(page).getByLabel('Yes').check();
    await expect(comment(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
