import type { HeaderRule, RedirectRule } from './netlifyConfig';

/** A redirect rule that matched a path, with its placeholders filled in. */
export interface RuleMatch {
  rule: RedirectRule;
  /** The target with `:placeholder` and `:splat` replaced. */
  target: string;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Matches a path against a Netlify `from` pattern: `:name` takes one segment, a final `*`
 * takes the rest (and matches the bare prefix too). Trailing slashes are ignored, as on Netlify.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = withoutTrailingSlash(pattern).split('/');
  const pathParts = withoutTrailingSlash(path).split('/');
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    if (part === '*' && index === patternParts.length - 1) {
      params.splat = pathParts.slice(index).join('/');
      return params;
    }
    const segment = pathParts[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return patternParts.length === pathParts.length ? params : null;
}

/** Fills `:name` placeholders of a target from the matched parameters. */
export function fillTarget(target: string, params: Record<string, string>): string {
  return target.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => params[name] ?? whole);
}

/** The first rule matching the path, among the forced or the unforced rules. */
export function findRedirect(rules: RedirectRule[], path: string, forced: boolean): RuleMatch | null {
  for (const rule of rules) {
    if (rule.force !== forced) continue;
    const params = matchPattern(rule.from, path);
    if (params) return { rule, target: fillTarget(rule.to, params) };
  }
  return null;
}

/** Every header that applies to a path: all matching blocks, later ones winning a clash. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (matchPattern(rule.for, path)) Object.assign(headers, rule.values);
  }
  return headers;
}
