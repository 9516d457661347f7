/** Widths for full-width images (docs/decisions.md, Images). */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
/** Widths for images narrower than the screen. */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];

/** The Image CDN address of one width of an image. */
export function imageUrl(src: string, width: number, quality = 75): string {
  return `/.netlify/images?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/** The srcset over every width up to twice the displayed width (for sharp screens). */
export function imageSrcSet(src: string, displayWidth: number, quality = 75): string {
  const widths = [...IMAGE_SIZES, ...DEVICE_SIZES].filter((width) => width <= displayWidth * 2);
  const useful = widths.length > 0 ? widths : [IMAGE_SIZES[0] ?? 16];
  return useful.map((width) => `${imageUrl(src, width, quality)} ${width}w`).join(', ');
}
