/**
 * Reading and editing HTML, for the build (scripts/build-steps/), the built-site checks
 * (scripts/site-checks/) and the local server (scripts/server/): they share it through this module
 * rather than importing from each other, and none of them edits HTML with regular expressions.
 */
export * from './page';
export { stripScripts } from './scripts';
export { decodeEntities, escapeHtml, escapeRegExp } from './text';
