import type { TrustBadge } from '../locale/countries';
import type { ReactNode } from 'react';

/** Our own badge artwork: a circle of stars for the EU, a cloud, a ledger with a tick. */
const ICONS: Record<TrustBadge, ReactNode> = {
  'eu-made': (
    <g fill="currentColor">
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (index / 12) * 2 * Math.PI;
        return <circle key={index} cx={16 + 10 * Math.cos(angle)} cy={16 + 10 * Math.sin(angle)} r="1.8" />;
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
