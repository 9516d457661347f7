import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_NAME } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { LOGO_MODULE, logoModule, logoPath } from './logo';

const RUN = 'Run `npm run wordmarks` to redraw the logo';

describe('logo wordmark', () => {
  it('spells the current brand name', () => {
    const committed = readFileSync(join(ROOT, LOGO_MODULE), 'utf8');
    const brand = /brand: '([^']*)'/.exec(committed)?.[1];
    expect(brand, `BRAND_NAME changed: ${RUN}`).toBe(BRAND_NAME);
  });

  it('is the committed file, as the script draws it now', () => {
    const committed = readFileSync(join(ROOT, LOGO_MODULE), 'utf8');
    expect(committed, `${LOGO_MODULE} is out of date: ${RUN}`).toBe(logoModule(BRAND_NAME));
  });

  it('kerns: a pair the font tightens is narrower than its two letters apart', () => {
    expect(logoPath('To').width).toBeLessThan(logoPath('T').width + logoPath('o').width);
  });

  it('rounds coordinates to one decimal', () => {
    expect(logoPath(BRAND_NAME).d).not.toMatch(/\d\.\d\d/);
  });

  it('refuses a character the font cannot draw', () => {
    expect(() => logoPath('B\u4e00')).toThrow(/no glyph for "\u4e00"/);
  });
});
