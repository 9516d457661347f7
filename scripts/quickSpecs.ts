/**
 * Which end-to-end specs `npm run test:quick` runs for a set of changed paths: a changed spec
 * runs itself; otherwise the first matching rule below names the specs that drive that code.
 * Paths no rule matches need no browser (the unit tests and types cover them), so a change to
 * content or data alone runs no spec; `npm test` still runs all of them.
 */
const RULES: [RegExp, string[]][] = [
  [/^e2e\/(tests\/fixtures\.ts|playwright\.config\.ts)$/, ['smoke']],
  [/^e2e\/engines\//, []],
  [/^shared\/src\/header\/(Search|search)/, ['search']],
  [/^shared\/src\/enhance\/search\//, ['search']],
  [/^shared\/src\/header\/(MobileMenu|SlideInDialog)/, ['mobile-menu']],
  [/^shared\/src\/header\/ThemeToggle|themeToggle|colorScheme/i, ['color-scheme']],
  [/^shared\/src\/header\//, ['header', 'mobile-menu']],
  [/^shared\/src\/footer\/|localeChoice|^shared\/src\/locale\//, ['locales']],
  [/^shared\/src\/enhance\/tocHighlight|\/toc/i, ['toc']],
  [/^shared\/src\/enhance\//, ['header', 'mobile-menu', 'search', 'color-scheme', 'toc']],
  [/calculator/i, ['calculator']],
  [/integrations|catalogue/i, ['integrations']],
  [/dictionary/i, ['dictionary']],
  [/forms?[./-]|form-page|formErrors|formLimits/i, ['forms', 'form-pages']],
  [/^scripts\/build-steps\/csp|^netlify\.toml$|^scripts\/server\/netlify/, ['csp', 'headers']],
  [/^scripts\/server\//, ['headers', 'not-found']],
  [/^docs-site\/src\/theme\/CodeBlock|docs-code/, ['docs-code']],
  [/^docs-site\/src\//, ['docs-chrome']],
  [/^(shared\/src\/styles|marketing\/app\/styles)\//, ['visual']],
];

/** The spec files (e2e/tests/…) for the changed repository paths, sorted, each once. */
export function specsFor(paths: readonly string[]): string[] {
  const specs = new Set<string>();
  for (const path of paths) {
    const own = /^e2e\/tests\/([\w-]+)\.spec\.ts$/.exec(path);
    if (own) {
      specs.add(own[1]!);
      continue;
    }
    const rule = RULES.find(([pattern]) => pattern.test(path));
    for (const spec of rule?.[1] ?? []) specs.add(spec);
  }
  return [...specs].sort().map((spec) => `e2e/tests/${spec}.spec.ts`);
}
