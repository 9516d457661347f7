import sharp from 'sharp';

/** The widths the site's `Image` component asks for (docs/decisions.md, Images). */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];

/** A validated `/.netlify/images` request. */
export interface ImageRequest {
  url: string;
  width: number | null;
  quality: number;
  format: 'webp' | 'avif' | 'png' | 'jpeg' | null;
}

const FORMATS: Record<string, ImageRequest['format']> = {
  webp: 'webp',
  avif: 'avif',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

function boundedInt(raw: string | null, min: number, max: number): number | null | undefined {
  if (raw === null || raw === '') return null;
  if (!/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/** Reads `url`, `w`, `q` and `fm` as Netlify's Image CDN does; null when they are unusable. */
export function parseImageRequest(params: URLSearchParams): ImageRequest | null {
  const url = params.get('url') ?? '';
  // Our own files only: a site path, never another host or a protocol-relative URL.
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  const width = boundedInt(params.get('w'), 1, 4000);
  const quality = boundedInt(params.get('q'), 1, 100);
  const formatParam = params.get('fm');
  const format = formatParam === null ? null : FORMATS[formatParam.toLowerCase()];
  if (width === undefined || quality === undefined || format === undefined) return null;
  return { url, width, quality: quality ?? 75, format };
}

/** Resizes (never enlarges) and re-encodes one image. */
export async function transformImage(
  input: Buffer,
  request: ImageRequest,
): Promise<{ body: Buffer; type: string }> {
  const image = sharp(input, { failOn: 'error' });
  const metadata = await image.metadata();
  const format =
    request.format ?? (metadata.format === 'jpeg' ? 'jpeg' : metadata.format === 'webp' ? 'webp' : 'png');
  if (request.width) image.resize({ width: request.width, withoutEnlargement: true });
  const body = await image.toFormat(format, { quality: request.quality }).toBuffer();
  return { body, type: `image/${format}` };
}
