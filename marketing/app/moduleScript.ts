/**
 * Inline JavaScript that adds a module script for `src` to the head. The page loaders (the site
 * script's, an island's) run it once it is their turn; each decides only when.
 */
export const appendModuleScript = (src: string) =>
  `var s=document.createElement("script");s.type="module";s.src="${src}";document.head.appendChild(s)`;
