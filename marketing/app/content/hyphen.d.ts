// The hyphen package ships no types; these are the two entry points the site uses (CommonJS).
interface Hyphenator {
  hyphenateSync(text: string, options?: { minWordLength?: number; hyphenChar?: string }): string;
}
declare module 'hyphen/da/index.js' {
  const hyphenator: Hyphenator;
  export default hyphenator;
}
declare module 'hyphen/nb/index.js' {
  const hyphenator: Hyphenator;
  export default hyphenator;
}
