import type { TrustBadge } from '../locale/countries';
import type { ReactNode } from 'react';

/** A five-pointed star's outline centred on (cx, cy), one point up: the EU flag's star. */
function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.4;
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/**
 * Our own badge artwork: the EU's twelve stars inside a seal's ring (stars, not dots, and a
 * closed ring, so it reads as a badge rather than a loading spinner), a cloud, a ledger with a tick.
 */
const ICONS: Record<TrustBadge, ReactNode> = {
  'eu-made': (
    <g fill="currentColor">
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (index / 12) * 2 * Math.PI;
        return (
          <polygon
            key={index}
            points={starPoints(16 + 8.5 * Math.cos(angle), 16 + 8.5 * Math.sin(angle), 2.3)}
          />
        );
      })}
    </g>
  ),
  'eu-hosted': (
    <path
      fill="currentColor"
      d="M10 24h13a5 5 0 0 0 .6-10A7 7 0 0 0 10.2 12 6 6 0 0 0 10 24zm5-9 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.3 1.3.4-2.6-1.9-1.8 2.6-.4z"
    />
  ),
  'bookkeeping-act': (
    <path
      fill="currentColor"
      d="M8 5h13l5 5v17H8zm2 2v18h14V11h-4V7zm3.5 10.5 2.5 2.5 5-5 1.4 1.4-6.4 6.4-3.9-3.9z"
    />
  ),
};

/** One trust badge: an icon and its label. */
export function BadgeIcon({ badge }: { badge: TrustBadge }) {
  return (
    <svg className="site-footer__badge-icon" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      {ICONS[badge]}
    </svg>
  );
}
