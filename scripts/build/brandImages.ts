import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { BRAND_NAME } from '@web/shared';

/** The social-sharing card, drawn from the brand constant so a rename redraws it. */
export function socialCardSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#14213D"/>
  <rect x="80" y="470" width="260" height="12" rx="6" fill="#0F766E"/>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#F6F1E9">${name}</text>
  <text x="80" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#F6F1E9">Subscription billing on autopilot</text>
</svg>`;
}

/** Writes the raster brand images the build derives: a 32 px favicon and the social card. */
export async function writeBrandImages(out: string): Promise<void> {
  const favicon = readFileSync(join(out, 'favicon.svg'));
  await sharp(favicon, { density: 300 }).resize(32, 32).png().toFile(join(out, 'favicon-32.png'));
  const card = await sharp(Buffer.from(socialCardSvg(BRAND_NAME))).png().toBuffer();
  writeFileSync(join(out, 'og-image.png'), card);
}
