import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { FORMS_FILE } from '../playwright.config';

const submissions = () =>
  existsSync(FORMS_FILE) ? readFileSync(FORMS_FILE, 'utf8').trim().split('\n').filter(Boolean) : [];

test('a good form post is stored once', async ({ request }) => {
  const email = `finance-${Date.now()}@example.dk`;
  const response = await request.post('/newsletter/thanks', {
    form: { 'form-name': 'newsletter', email, consent: 'on' },
  });
  expect(response.status()).toBe(200);
  const stored = submissions().filter((line) => line.includes(email));
  expect(stored).toHaveLength(1);
  expect(JSON.parse(stored[0] ?? '{}')).toMatchObject({
    form: 'newsletter',
    values: { email, consent: true },
  });
});

test('a bad form post is refused with its reasons and stores nothing', async ({ request }) => {
  const company = `Refused ${Date.now()} ApS`;
  const response = await request.post('/book-demo/thanks', {
    form: { 'form-name': 'book-demo', name: '', email: 'not-an-email', company, country: 'DK' },
  });
  expect(response.status()).toBe(400);
  const body = await response.text();
  expect(body).toContain('Enter an e-mail address');
  expect(body).toContain('Please fill in this field.');
  expect(submissions().filter((line) => line.includes(company))).toEqual([]);
});

test('a hostile form value is never echoed back', async ({ request }) => {
  const response = await request.post('/book-demo/thanks', {
    form: { 'form-name': 'book-demo', name: '<script>alert(1)</script>', email: 'x' },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).not.toContain('<script>alert(1)');
});

/**
 * With JavaScript on, one page per form kind: the shared rules run in the browser, then the form
 * posts as built; each kind is stored once, naming its form (and the docs page, for feedback).
 * A docs category page (its path ends in a slash) stands for the docs feedback form: those were
 * the pages whose answers were lost (issue 30).
 */
test.describe('with JavaScript, every form kind', () => {
  for (const path of ['/da-DK/book-demo', '/newsletter', '/docs/api/']) {
    test(`the form on ${path} is filled in the browser, posted, thanked and stored once`, async ({
      page,
    }) => {
      const token = `js-${Date.now()}-${path.replace(/\W/g, '')}`;
      await page.goto(path);
      const form = page.locator('form[method="POST" i]').first();
      const name = (await form.getAttribute('name')) ?? '';
      const honeypot = await form.getAttribute('netlify-honeypot');
      // Every visible control, filled by its kind; the honeypot stays empty, as a person leaves it.
      const radio = form.locator('input[type="radio"]').first();
      if (await radio.count()) await radio.check();
      for (const control of await form.locator('input:visible, textarea, select:visible').all()) {
        const type = (await control.getAttribute('type')) ?? 'text';
        const tag = await control.evaluate((element) => element.tagName.toLowerCase());
        if (!(await control.isVisible()) || (await control.getAttribute('name')) === honeypot) continue;
        if (tag === 'select') await control.selectOption({ index: 1 });
        else if (type === 'checkbox') await control.check();
        else if (type === 'email') await control.fill(`${token}@example.dk`);
        else if ((await control.getAttribute('inputmode')) === 'numeric') await control.fill('250');
        else if (tag === 'textarea' || type === 'text') await control.fill(`Forms ${token}`);
      }
      const posted = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.locator('button:not([type]), button[type="submit"]').first().click();
      expect((await posted).status()).toBe(200);
      const records = submissions()
        .filter((line) => line.includes(token))
        .map((line) => JSON.parse(line) as { form: string; values: { page?: string } });
      expect(records).toHaveLength(1);
      expect(records[0]?.form).toBe(name);
      if (name === 'docs-feedback') expect(records[0]?.values.page).toBe(path);
    });
  }
});

/**
 * The message field's maxlength counts a line break once; the browser posts it as CRLF, two. A
 * message at the limit with line breaks must be stored, typed and posted by a real browser.
 */
test('a demo message of 2,000 characters with 19 line breaks, typed in the browser, is stored whole', async ({
  page,
}) => {
  const token = `linebreaks-${Date.now()}`;
  const lines = [token.padEnd(99, 'x'), ...Array.from({ length: 18 }, () => 'y'.repeat(99)), 'z'.repeat(100)];
  const message = lines.join('\n');
  expect(message).toHaveLength(2000);
  await page.goto('/book-demo');
  await page.getByRole('textbox', { name: /name/i }).first().fill('Ida Holm');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(`${token}@example.dk`);
  await page.getByRole('textbox', { name: /company/i }).fill('Holm Regnskab ApS');
  await page.getByRole('combobox', { name: /country/i }).selectOption('DK');
  const field = page.locator('textarea[name="message"]');
  await field.fill(`${message}more`);
  // What the field lets through: the limit, counted as the browser counts.
  await expect(field).toHaveValue(message);
  await page.locator('input[name="consent"]').check();
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await page
    .locator('form[method="POST" i] button[type="submit"], form[method="POST" i] button:not([type])')
    .first()
    .click();
  const response = await posted;
  expect(response.request().postData()).toContain('%0D%0A');
  expect(response.status()).toBe(200);
  const stored = submissions().filter((line) => line.includes(token));
  expect(stored).toHaveLength(1);
  const values = (JSON.parse(stored[0] ?? '{}') as { values: { message: string } }).values;
  expect(values.message.replace(/\r\n/g, '\n')).toBe(message);
});
