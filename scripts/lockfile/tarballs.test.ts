import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import {
  entriesWithoutTarballUrl,
  type Lockfile,
  PLACEHOLDER_REGISTRY,
  tarballUrl,
  withTarballUrls,
} from './tarballs';

const committed = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;

describe('the lockfile', () => {
  it('names every registry tarball, at the placeholder host (after npm install: npm run lockfile)', () => {
    expect(entriesWithoutTarballUrl(committed)).toEqual([]);
  });

  it('names no other host: every resolved is a placeholder tarball or a workspace folder', () => {
    const elsewhere = Object.entries(committed.packages)
      .filter(([, entry]) => typeof entry.resolved === 'string')
      .filter(([, entry]) => !entry.link && !String(entry.resolved).startsWith(`${PLACEHOLDER_REGISTRY}/`))
      .map(([key, entry]) => `${key}: ${String(entry.resolved)}`);
    expect(elsewhere).toEqual([]);
  });

  it('is installed from the configured registry: .npmrc has npm replace every host', () => {
    const settings = readFileSync(join(ROOT, '.npmrc'), 'utf8').split('\n');
    expect(settings).toContain('replace-registry-host=always');
    expect(settings).toContain('omit-lockfile-registry-resolved=true');
  });
});

describe('tarballUrl', () => {
  it('follows the registry layout, scope in the path and not in the file', () => {
    expect(tarballUrl('left-pad', { version: '1.3.0' })).toBe(
      `${PLACEHOLDER_REGISTRY}/left-pad/-/left-pad-1.3.0.tgz`,
    );
    expect(tarballUrl('@mantine/core', { version: '9.7.4' })).toBe(
      `${PLACEHOLDER_REGISTRY}/@mantine/core/-/core-9.7.4.tgz`,
    );
  });

  it('fetches an alias by the name it is published under', () => {
    expect(tarballUrl('react-loadable', { name: '@docusaurus/react-loadable', version: '6.0.0' })).toBe(
      `${PLACEHOLDER_REGISTRY}/@docusaurus/react-loadable/-/react-loadable-6.0.0.tgz`,
    );
  });
});

describe('withTarballUrls', () => {
  const lock: Lockfile = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'root' },
      shared: { name: '@web/shared', version: '0.0.0' },
      'node_modules/@web/shared': { resolved: 'shared', link: true },
      'node_modules/a': { version: '1.0.0', integrity: 'sha512-a', dev: true },
      'node_modules/a/node_modules/@s/b': { version: '2.0.0', integrity: 'sha512-b' },
      'node_modules/@pagefind/darwin-x64': { version: '1.6.0', optional: true },
    },
  };

  it('adds each registry entry its tarball, after its version, and leaves the rest alone', () => {
    const written = withTarballUrls(lock);
    expect(Object.keys(written.packages['node_modules/a']!)).toEqual([
      'version',
      'resolved',
      'integrity',
      'dev',
    ]);
    expect(written.packages['node_modules/a/node_modules/@s/b']!.resolved).toBe(
      `${PLACEHOLDER_REGISTRY}/@s/b/-/b-2.0.0.tgz`,
    );
    for (const key of ['', 'shared', 'node_modules/@web/shared', 'node_modules/@pagefind/darwin-x64']) {
      expect(written.packages[key]).toEqual(lock.packages[key]);
    }
    expect(entriesWithoutTarballUrl(lock)).toEqual(['node_modules/a', 'node_modules/a/node_modules/@s/b']);
    expect(entriesWithoutTarballUrl(written)).toEqual([]);
  });

  it('writes the same lockfile twice over', () => {
    expect(withTarballUrls(withTarballUrls(lock))).toEqual(withTarballUrls(lock));
    expect(withTarballUrls(committed)).toEqual(committed);
  });
});
