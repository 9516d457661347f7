import { BRAND_NAME } from '../brand';

/** The wordmark: our mark and the product name, drawn as SVG from the brand constant. */
export function Logo() {
  const width = 44 + BRAND_NAME.length * 13;
  return (
    <svg viewBox={`0 0 ${width} 32`} width={width} height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#14213D" />
      <path
        fill="#F6F1E9"
        d="M10 7h7.5c3.6 0 5.8 1.8 5.8 4.7 0 2-1.1 3.4-2.9 4 2.3.5 3.6 2.1 3.6 4.4 0 3.2-2.4 5-6.3 5H10zm4.2 3.4v4.3h2.8c1.6 0 2.4-.8 2.4-2.2s-.8-2.1-2.4-2.1zm0 7.5v4.8h3.2c1.8 0 2.7-.8 2.7-2.4s-.9-2.4-2.7-2.4z"
      />
      <text x="42" y="23" fill="#14213D" fontSize="21" fontWeight="700" fontFamily="system-ui, sans-serif">
        {BRAND_NAME}
      </text>
    </svg>
  );
}
