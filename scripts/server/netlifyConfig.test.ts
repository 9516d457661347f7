import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { parseNetlifyConfig, readNetlifyConfig } from './netlifyConfig';
import { contentType } from '../files/types';

describe('parseNetlifyConfig', () => {
  it('defaults a redirect to 301 without force', () => {
    const config = parseNetlifyConfig('[[redirects]]\nfrom = "/a"\nto = "/b"\n');
    expect(config.redirects).toEqual([{ from: '/a', to: '/b', status: 301, force: false }]);
  });

  it('names the file and the rule when a rule is malformed', () => {
    expect(() => parseNetlifyConfig('[[redirects]]\nfrom = "/a"\n', 'site.toml')).toThrow(
      'site.toml: redirects[0].to must be a non-empty string',
    );
    expect(() => parseNetlifyConfig('[[redirects]]\nfrom = "/a"\nto = "/b"\nstatus = 999\n')).toThrow(
      /status 999 is not supported/,
    );
  });

  it('reads the project file, with the security headers on every path', () => {
    const config = readNetlifyConfig(join(ROOT, 'netlify.toml'));
    expect(config.publish).toBe('dist');
    const everyPath = config.headers.find((rule) => rule.for === '/*')?.values ?? {};
    expect(everyPath['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    expect(everyPath['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(everyPath['Content-Security-Policy']).not.toContain('script-src');
  });

  it('types the Markdown twins and llms.txt files, and the local server agrees with every declared type', () => {
    const config = readNetlifyConfig(join(ROOT, 'netlify.toml'));
    const declared = config.headers.filter((rule) => rule.values['Content-Type'] !== undefined);
    expect(Object.fromEntries(declared.map((rule) => [rule.for, rule.values['Content-Type']]))).toMatchObject(
      {
        '/docs/*.md': 'text/markdown; charset=utf-8',
        '/llms.txt': 'text/plain; charset=utf-8',
        '/llms-full.txt': 'text/plain; charset=utf-8',
      },
    );
    // A file the rule's path matches, as the local server would type it from its name alone. The
    // Atom feeds are plain .xml by name: only their rule makes them Atom, and the local server
    // applies it (e2e/tests/headers.spec.ts checks that end to end).
    for (const rule of declared.filter(
      (candidate) => !candidate.values['Content-Type']?.startsWith('application/atom+xml'),
    ))
      expect(contentType(rule.for.replaceAll('*', 'page')), rule.for).toBe(rule.values['Content-Type']);
  });
});
