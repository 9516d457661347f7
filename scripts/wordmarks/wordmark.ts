import type { Integration, IntegrationCategory } from '@web/shared';

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

/**
 * Our own drawing of a service's name: a tile in its category's colour with its initials,
 * and the name set in the system font. Long names get a smaller size so they fit.
 */
export function integrationWordmark(integration: Pick<Integration, 'title' | 'category'>): string {
  const name = integration.title.en;
  const fontSize = Math.min(34, Math.floor(NAME_MAX_WIDTH / (name.length * 0.58)));
  const initials = monogram(name);
  const { width, height } = WORDMARK_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
  <rect x="12" y="12" width="72" height="72" rx="16" fill="${TILE_COLOURS[integration.category]}"/>
  <text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${initials.length > 1 ? 28 : 36}" font-weight="700" fill="#FFFFFF">${escapeXml(initials)}</text>
  <text x="${NAME_X}" y="48" dy="0.35em" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#14213D">${escapeXml(name)}</text>
</svg>
`;
}
