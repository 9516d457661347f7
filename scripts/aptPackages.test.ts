import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const APT_PACKAGES = join(import.meta.dirname, 'apt-packages.sh');

/**
 * Runs `ensure_min_version firefox-esr 153` against stand-ins for dpkg-query, apt-get and id:
 * the installed version starts at `before` and an install moves it to `after`. The real
 * dpkg is used to compare versions. Returns the exit code and the apt-get calls.
 */
function ensureFirefox(before: string, after: string) {
  const bin = mkdtempSync(join(tmpdir(), 'apt-stub-'));
  const state = join(bin, 'version');
  const calls = join(bin, 'calls');
  writeFileSync(state, before);
  writeFileSync(calls, '');
  const stub = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  stub('dpkg-query', `cat "${state}"`);
  stub(
    'apt-get',
    `echo "$*" >> "${calls}"; case "$*" in *install*) printf %s "${after}" > "${state}";; esac`,
  );
  stub('id', 'echo 0');
  const run = spawnSync('bash', ['-c', `source "${APT_PACKAGES}"; ensure_min_version firefox-esr 153`], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    encoding: 'utf8',
  });
  return { status: run.status, calls: readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean) };
}

describe('ensure_min_version', () => {
  it('leaves Firefox ESR 153 alone', () => {
    expect(ensureFirefox('153.8.0esr-1~deb12u1', '153.8.0esr-1~deb12u1')).toEqual({ status: 0, calls: [] });
  });

  it('upgrades Firefox ESR 140 after refreshing the package list', () => {
    expect(ensureFirefox('140.5.0esr-1~deb12u1', '153.8.0esr-1~deb12u1')).toEqual({
      status: 0,
      calls: [
        'update -qq',
        'install -y -qq --no-install-recommends -o DPkg::Options::=--path-exclude=/usr/share/man/* ' +
          '-o DPkg::Options::=--path-exclude=/usr/share/doc/* firefox-esr',
      ],
    });
  });

  it('fails when the archive offers nothing newer than 140', () => {
    expect(ensureFirefox('140.5.0esr-1~deb12u1', '140.5.0esr-1~deb12u1').status).toBe(1);
  });
});
