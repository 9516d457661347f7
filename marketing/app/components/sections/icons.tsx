import { LineIcon } from '@web/shared/icons';

/** Line icons for feature cards: 24 px strokes in the current colour, decorative. */
const PATHS = {
  invoice: 'M7 3h8l4 4v14H7zM15 3v4h4M10 11h6M10 15h6M10 19h3',
  repeat: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  ledger: 'M4 5h16v14H4zM4 10h16M9 10v9M14 10v9',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  portal: 'M4 5h16v11H4zM9 20h6M12 16v4M8 9h5M8 12h8',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4',
  bank: 'M3 9l9-5 9 5M5 10v8M9.7 10v8M14.3 10v8M19 10v8M3 21h18',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM9 12l2 2 4-4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2 .7 3.2 2.5 3.6 5.2',
  rocket: 'M12 15l-3-3c1.5-4.5 4.5-8 10-9-1 5.5-4.5 8.5-9 10zM9 12l-4 1 3-4M12 15l-1 4 4-3M6 18l-2 2',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return <LineIcon path={PATHS[name]} />;
}
