/** CSS modules: both apps' bundlers (Vite, Docusaurus) compile `*.module.css` to class maps. */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

declare module '*.css';
