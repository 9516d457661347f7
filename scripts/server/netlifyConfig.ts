import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** One `[[redirects]]` rule of netlify.toml. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** One `[[headers]]` block of netlify.toml. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export interface NetlifyConfig {
  publish: string;
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

function fail(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

function asString(value: unknown, file: string, where: string): string {
  if (typeof value !== 'string' || value === '') fail(file, `${where} must be a non-empty string`);
  return value;
}

/** Reads the redirects and headers Netlify would apply, failing loudly on a malformed rule. */
export function parseNetlifyConfig(source: string, file = 'netlify.toml'): NetlifyConfig {
  const toml = parse(source) as Record<string, unknown>;
  const build = (toml.build ?? {}) as Record<string, unknown>;
  const redirects = ((toml.redirects ?? []) as Record<string, unknown>[]).map((rule, index) => {
    const where = `redirects[${index}]`;
    const status = rule.status ?? 301;
    if (typeof status !== 'number' || ![200, 301, 302, 303, 307, 308, 404, 410].includes(status)) {
      fail(file, `${where}.status ${String(status)} is not supported`);
    }
    return {
      from: asString(rule.from, file, `${where}.from`),
      to: asString(rule.to, file, `${where}.to`),
      status,
      force: rule.force === true,
    };
  });
  const headers = ((toml.headers ?? []) as Record<string, unknown>[]).map((rule, index) => {
    const where = `headers[${index}]`;
    const values = Object.fromEntries(
      Object.entries((rule.values ?? {}) as Record<string, unknown>).map(([name, value]) => [
        name,
        asString(value, file, `${where}.values.${name}`),
      ]),
    );
    return { for: asString(rule.for, file, `${where}.for`), values };
  });
  return { publish: typeof build.publish === 'string' ? build.publish : 'dist', redirects, headers };
}

/** Reads and parses a netlify.toml file. */
export function readNetlifyConfig(path: string): NetlifyConfig {
  return parseNetlifyConfig(readFileSync(path, 'utf8'), path);
}
