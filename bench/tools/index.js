// The bench's Lighthouse and Chrome launcher, from this folder's own install (package.json).
export { default as lighthouse } from 'lighthouse';
export * as chromeLauncher from 'chrome-launcher';
