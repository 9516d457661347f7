// The comparison pages' MDX as written, by file name (vite.config.ts, `comparisonFiles`).
declare module 'virtual:comparison-files' {
  const files: Record<string, string>;
  export default files;
}
