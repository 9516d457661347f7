import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** One `[[redirects]]` rule of netlify.toml. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface NetlifyConfig {
  publish: string;
  redirects: RedirectRule[];
  /** The `[[headers]]` blocks: the paths they are `for`, and their values. */
  headers: { for: string; values: Record<string, string> }[];
}

const STATUSES = [200, 301, 302, 303, 307, 308, 404, 410];

/** Reads the redirects and headers Netlify would apply, failing loudly on a malformed rule. */
export function parseNetlifyConfig(source: string, file = 'netlify.toml'): NetlifyConfig {
  const toml = parse(source) as Record<string, Record<string, unknown>[] | Record<string, unknown>>;
  const text = (value: unknown, where: string): string => {
    if (typeof value !== 'string' || value === '')
      throw new Error(`${file}: ${where} must be a non-empty string`);
    return value;
  };
  const redirects = ((toml.redirects ?? []) as Record<string, unknown>[]).map((rule, index) => {
    const status = rule.status ?? 301;
    if (typeof status !== 'number' || !STATUSES.includes(status))
      throw new Error(`${file}: redirects[${index}].status ${String(status)} is not supported`);
    const [from, to] = [text(rule.from, `redirects[${index}].from`), text(rule.to, `redirects[${index}].to`)];
    return { from, to, status, force: rule.force === true };
  });
  const headers = ((toml.headers ?? []) as Record<string, unknown>[]).map((rule, index) => ({
    for: text(rule.for, `headers[${index}].for`),
    values: Object.fromEntries(
      Object.entries((rule.values ?? {}) as Record<string, unknown>).map(([name, value]) => [
        name,
        text(value, `headers[${index}].values.${name}`),
      ]),
    ),
  }));
  const publish = (toml.build as Record<string, unknown> | undefined)?.publish;
  return { publish: typeof publish === 'string' ? publish : 'dist', redirects, headers };
}

/** Reads and parses a netlify.toml file. */
export function readNetlifyConfig(path: string): NetlifyConfig {
  return parseNetlifyConfig(readFileSync(path, 'utf8'), path);
}
