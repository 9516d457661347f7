import { BRAND_NAME } from '../brand.ts';

/** The token content files write where the product name goes. */
export const BRAND_TOKEN = '%BRAND%';

/** Replaces every brand token in a content file's raw text with the product name. */
export function replaceBrandTokens(text: string): string {
  return text.split(BRAND_TOKEN).join(BRAND_NAME);
}
