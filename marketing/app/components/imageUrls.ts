// One list with the local server, which refuses every other width (docs/decisions/2026-11-23-images.md).
import { DEVICE_SIZES, IMAGE_SIZES, IMAGE_WIDTHS } from '@web/shared';

export { DEVICE_SIZES, IMAGE_SIZES };

/** The smallest width the Image CDN makes that covers `width` (the largest, past the end). */
export function listedWidth(width: number): number {
  return IMAGE_WIDTHS.find((listed) => listed >= width) ?? IMAGE_WIDTHS.at(-1) ?? width;
}

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
