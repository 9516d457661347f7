import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths';

/**
 * Raster images the repository may hold: the visual baselines the suite compares against. Review
 * screenshots are looked at and left out (they once made up 36 MB, most of the git pack); the
 * site's own raster images are drawn at build time.
 */
const RASTER_HOMES = ['e2e/tests/__screenshots__/'];

describe('the repository', () => {
  it('holds no raster image but the visual baselines', () => {
    const tracked = execFileSync(
      'git',
      ['ls-files', '*.png', '*.jpg', '*.jpeg', '*.webp', '*.avif', '*.gif'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(Boolean);
    expect(tracked.filter((file) => !RASTER_HOMES.some((home) => file.startsWith(home)))).toEqual([]);
  });
});
