import { expect, test } from './fixtures';

test('/.netlify/images returns an image of the asked width', async ({ page }) => {
  await page.goto('/');
  // Decode in the browser: the served bytes must be a real image of that width.
  const width = await page.evaluate(async () => {
    const image = new Image();
    image.src = '/.netlify/images?url=/og-image.png&w=640&q=75';
    await image.decode();
    return image.naturalWidth;
  });
  expect(width).toBe(640);
});

test('/.netlify/images converts when asked for a format', async ({ request }) => {
  const response = await request.get('/.netlify/images?url=/og-image.png&w=256&fm=webp');
  expect(response.headers()['content-type']).toBe('image/webp');
});

test('/.netlify/images refuses images from other hosts', async ({ request }) => {
  expect((await request.get('/.netlify/images?url=https://example.com/a.png&w=64')).status()).toBe(400);
});
