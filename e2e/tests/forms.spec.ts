import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
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
