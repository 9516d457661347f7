import { existsSync, readFileSync } from 'node:fs';
import { FORMS_FILE } from '../playwright.config';
import { expect, test } from './fixtures';

const stored = (needle: string) =>
  existsSync(FORMS_FILE)
    ? readFileSync(FORMS_FILE, 'utf8')
        .split('\n')
        .filter((line) => line.includes(needle))
    : [];

test('the demo form rejects bad input beside each field and keeps what was typed', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/book-demo');
  const form = page.locator('form[name="book-demo"]');
  await form.getByLabel('Your name').fill('Ida Holm');
  await form.getByLabel('Work e-mail').fill('ida@');
  await form.getByLabel('Invoices per month (optional)').fill('lots');
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(page).toHaveURL(/\/book-demo$/);
  await expect(form.getByLabel('Work e-mail')).toHaveAccessibleDescription(
    'Enter an e-mail address like name@company.com.',
  );
  await expect(form.getByLabel('Company')).toHaveAccessibleDescription('Please fill in this field.');
  await expect(form.getByLabel('Invoices per month (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Work e-mail')).toBeFocused();
  await expect(form.getByLabel('Your name')).toHaveValue('Ida Holm');
  await expect(form.getByLabel('Work e-mail')).toHaveValue('ida@');
  await expect(form.getByLabel('Your name')).not.toHaveAttribute('aria-invalid');
  expect(pageProblems).toEqual([]);
});

test('with JavaScript a Danish form refuses bad input in Danish before posting, and a fixed field loses its error', async ({
  page,
  pageProblems,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/da-DK/book-demo');
  const form = page.locator('form[name="book-demo"]');
  await form.locator('#name').fill('Ida Holm');
  await form.locator('#email').fill('ida@');
  await form.locator('button[type="submit"]').click();
  // The same words and marks the server writes without JavaScript (the test below).
  await expect(form.locator('#email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#email')).toHaveAccessibleDescription(
    'Angiv en e-mailadresse som navn@firma.dk.',
  );
  await expect(form.locator('#company')).toHaveAccessibleDescription('Udfyld venligst dette felt.');
  await expect(form.locator('#consent')).toHaveAccessibleDescription('Udfyld venligst dette felt.');
  await expect(form.locator('#email')).toBeFocused();
  await expect(form.locator('#name')).not.toHaveAttribute('aria-invalid');
  // The hint stays in the description of a field that has one.
  await form.locator('#invoices').fill('mange');
  await form.locator('#email').fill('ida@holm.dk');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('#invoices')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#invoices')).toHaveAttribute('aria-describedby', 'invoices-error invoices-hint');
  await expect(form.locator('#email')).not.toHaveAttribute('aria-invalid');
  await expect(form.locator('#email-error')).toBeHidden();
  await expect(form.locator('#company')).toBeFocused();
  expect(posts).toEqual([]);
  expect(pageProblems).toEqual([]);
});

test('the demo form accepts good input once and shows the thank-you page', async ({ page }) => {
  const email = `demo-${Date.now()}@example.no`;
  await page.goto('/nb-NO/book-demo');
  const form = page.locator('form[name="book-demo"]');
  await form.locator('#name').fill('Ola Nordmann');
  await form.locator('#email').fill(email);
  await form.locator('#company').fill('Fjord AS');
  await form.locator('#country').selectOption('NO');
  await form.locator('#invoices').fill('400');
  await form.locator('#consent').check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/nb-NO\/book-demo\/thanks$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(stored(email)).toHaveLength(1);
  expect(JSON.parse(stored(email)[0] ?? '{}')).toMatchObject({
    form: 'book-demo',
    values: { name: 'Ola Nordmann', company: 'Fjord AS', country: 'NO', invoices: 400 },
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter form still posts: a good one is stored, a bad one is refused with reasons', async ({
    page,
  }) => {
    const email = `nojs-${Date.now()}@example.dk`;
    await page.goto('/newsletter');
    const form = page.locator('form[name="newsletter"]');
    await form.locator('#email').fill(email);
    await form.locator('#consent').check();
    const [response] = await Promise.all([
      page.waitForResponse(/newsletter\/thanks/),
      form.locator('button').click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'You are on the list' })).toBeVisible();
    expect(stored(email)).toHaveLength(1);

    await page.goto('/newsletter');
    await form.locator('#email').fill('not-an-address');
    const [refused] = await Promise.all([
      page.waitForResponse(/newsletter\/thanks/),
      form.locator('button').click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(form.locator('#email')).toHaveAccessibleDescription(
      'Enter an e-mail address like name@company.com.',
    );
    await expect(form.locator('#consent')).toHaveAccessibleDescription('Please fill in this field.');
    await expect(form.locator('#email')).toHaveValue('not-an-address');
  });

  test('a refused demo request comes back as the Danish form page, errors beside the fields, values kept', async ({
    page,
  }) => {
    const company = `Afvist ${Date.now()} ApS`;
    await page.goto('/da-DK/book-demo');
    const form = page.locator('form[name="book-demo"]');
    await form.locator('#name').fill('"><script>alert(1)</script> & Co');
    await form.locator('#email').fill('ikke-en-adresse');
    await form.locator('#company').fill(company);
    await form.locator('#country').selectOption('NO');
    await form.locator('#message').fill('</textarea><b>fed</b>');
    const [refused] = await Promise.all([
      page.waitForResponse(/book-demo\/thanks/),
      form.locator('button').click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page).toHaveTitle(/Book en demo|demo/i);
    await expect(form.locator('#email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#email')).toHaveAccessibleDescription(
      'Angiv en e-mailadresse som navn@firma.dk.',
    );
    await expect(form.locator('#consent')).toHaveAccessibleDescription('Udfyld venligst dette felt.');
    await expect(form.locator('#name')).toHaveValue('"><script>alert(1)</script> & Co');
    await expect(form.locator('#company')).toHaveValue(company);
    await expect(form.locator('#country')).toHaveValue('NO');
    await expect(form.locator('#message')).toHaveValue('</textarea><b>fed</b>');
    await expect(form.locator('#email')).toBeFocused();
    expect(await refused.text()).not.toContain('<script>alert(1)');
    expect(stored(company)).toEqual([]);
  });
});
