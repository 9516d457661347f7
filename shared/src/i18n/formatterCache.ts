const formatters = new Map<string, unknown>();

/**
 * One Intl formatter per key, built on first use. Formatters are slow to build: a page's first
 * loads the language's data (16-28 ms in Chromium), and the build formats thousands of amounts.
 * The key names the formatter's kind, language and options (`number|da|{"style":"percent"}`).
 */
export function cachedFormatter<T>(key: string, make: () => T): T {
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key) as T;
}
