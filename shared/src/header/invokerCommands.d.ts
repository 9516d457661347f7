import 'react';

// Invoker commands (`<button command="show-modal" commandfor="menu">`) are in the HTML
// standard and in current browsers, but not yet in React's types.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
