// Written by `npm run font` (scripts/font/write.ts): do not edit.
/** The site's web font (shared/src/styles/font.css), preloaded by every page of both apps. */
export const FONT_URL = '/fonts/inter-91f8558c7f.woff2';
