import type { Integration, IntegrationCategory } from '@web/shared';
import { textOutline } from './logo';

/** Each category's tile colour; white letters on each pass WCAG AA. */
const TILE_COLOURS: Record<IntegrationCategory, string> = {
  erp: '#14213D',
  'payment-card': '#4338CA',
  'direct-debit': '#0F766E',
  bank: '#1E40AF',
  reporting: '#B45309',
  crm: '#9D174D',
  other: '#374151',
};

export const WORDMARK_SIZE = { width: 320, height: 96 } as const;

const NAME_X = 100;
const NAME_MAX_WIDTH = WORDMARK_SIZE.width - NAME_X - 12;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Up to two letters for the tile: the initials of a two-word name, else its first letter. */
export function monogram(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.[0] ?? '?');
  return letters.toUpperCase();
}

/** Inter's cap height, as a share of the font size: half of it centres a line of capitals on a point. */
const CAP_HEIGHT = 0.727;

/** The name's sizes, largest first: one line if it fits at MIN_ONE_LINE or more, else two lines. */
const MAX_SIZE = 34;
const MIN_ONE_LINE = 26;
const MAX_TWO_LINES = 30;
const MIN_SIZE = 16;
const LINE_HEIGHT = 1.12;

/** The name's lines and size: one line as large as fits, else two lines split at the space nearest the middle. */
export function nameLayout(name: string): { lines: string[]; fontSize: number } {
  for (let size = MAX_SIZE; size >= MIN_ONE_LINE; size -= 1) {
    if (textOutline(name, size).width <= NAME_MAX_WIDTH) return { lines: [name], fontSize: size };
  }
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.sort((a, b) => Math.abs(a - name.length / 2) - Math.abs(b - name.length / 2))[0];
  const lines = split === undefined ? [name] : [name.slice(0, split), name.slice(split + 1)];
  for (let size = lines.length > 1 ? MAX_TWO_LINES : MIN_ONE_LINE - 1; size > MIN_SIZE; size -= 1) {
    if (lines.every((line) => textOutline(line, size).width <= NAME_MAX_WIDTH))
      return { lines, fontSize: size };
  }
  return { lines, fontSize: MIN_SIZE };
}

/**
 * Our own drawing of a service's name: a tile in its category's colour with its initials, and
 * the name, both drawn as outlines of Inter Bold (the site's face, the same in every browser and
 * without the page's fonts). A long name takes two lines rather than a smaller size.
 */
export function integrationWordmark(integration: Pick<Integration, 'title' | 'category'>): string {
  const name = integration.title.en;
  const initials = monogram(name);
  const { width, height } = WORDMARK_SIZE;
  const initialsSize = initials.length > 1 ? 30 : 38;
  const initialsWidth = textOutline(initials, initialsSize).width;
  const tile = textOutline(
    initials,
    initialsSize,
    48 - initialsWidth / 2,
    48 + (CAP_HEIGHT * initialsSize) / 2,
  );
  const { lines, fontSize } = nameLayout(name);
  const lineGap = fontSize * LINE_HEIGHT;
  const firstBaseline = 48 - ((lines.length - 1) * lineGap) / 2 + (CAP_HEIGHT * fontSize) / 2;
  const nameD = lines
    .map((line, index) => textOutline(line, fontSize, NAME_X, firstBaseline + index * lineGap).d)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
  <rect x="12" y="12" width="72" height="72" rx="16" fill="${TILE_COLOURS[integration.category]}"/>
  <path d="${tile.d}" fill="#FFFFFF"/>
  <path d="${nameD}" fill="#14213D"/>
</svg>
`;
}
