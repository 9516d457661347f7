import type { ReactNode } from 'react';
import './appWindow.css';

/**
 * A drawn app window's frame: a title bar with three dots and a title, around what the window
 * shows. The whole window is one image to assistive technology (`role="img"` named by `label`);
 * its text stays in the HTML, so it translates and costs no raster bytes.
 */
export function AppWindowFrame({
  label,
  title,
  className,
  children,
  ...data
}: {
  label: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string }) {
  return (
    <div
      className={className ? `bv-window ${className}` : 'bv-window'}
      role="img"
      aria-label={label}
      {...data}
    >
      <div className="bv-window-bar" aria-hidden="true">
        <span className="bv-window-dots">
          <i />
          <i />
          <i />
        </span>
        <span className="bv-window-title">{title}</span>
      </div>
      {children}
    </div>
  );
}
