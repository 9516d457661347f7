/**
 * A line icon as the site draws them, on both apps: one path on a 24 px grid, stroked in the
 * current colour with round ends. Decorative: whatever it sits beside names it.
 */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
