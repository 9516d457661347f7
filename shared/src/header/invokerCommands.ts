// Invoker commands (`<button command="show-modal" commandfor="menu">`) are in the HTML
// standard and in current browsers, but not yet in React's types. Importing this module
// (the header's index does) brings the attributes into the type checker.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merges with React's generic interface
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}

export {};
