/**
 * The image variants the site asks for and the local server makes (docs/decisions/2026-11-23-images.md).
 * The marketing app asks for these widths and the local server (scripts/server) makes only these.
 * Plain data, no imports.
 */

/** Widths for full-width images. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
/** Widths for images narrower than the screen. */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];

/** Every width the image endpoint makes; any other `w` is refused. */
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...DEVICE_SIZES];

/** The qualities the image endpoint makes; any other `q` is refused. */
export const IMAGE_QUALITIES: readonly number[] = [50, 75, 90];

/** The quality when a request names none, and the one the `Image` component asks for. */
export const DEFAULT_IMAGE_QUALITY = 75;
