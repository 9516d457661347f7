import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { cardSvg } from './socialCards';

/**
 * Writes the raster brand images the build derives: a 32 px favicon, and the site's own social
 * card (`og-image.png`, the tagline on the page cards' design) for places that want one image
 * for the whole site. Pages declare their own cards (socialCards.ts).
 */
export async function writeBrandImages(out: string): Promise<void> {
  const favicon = readFileSync(join(out, 'favicon.svg'));
  await sharp(favicon, { density: 300 }).resize(32, 32).png().toFile(join(out, 'favicon-32.png'));
  const svg = cardSvg({ title: 'Subscription billing on autopilot', section: null, language: 'en' });
  writeFileSync(join(out, 'og-image.png'), await sharp(Buffer.from(svg)).png().toBuffer());
}
