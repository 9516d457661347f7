import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_URL } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { FONT_CHARACTERS } from './characters';
import { FALLBACK_FONTS, fallbackMetrics, openFont, openFontFile } from './fallback';
import { contentText, FONT_CSS, FONT_DIR } from './paths';
import { sourceFont, WEIGHTS } from './subset';

/** The budget: one WOFF2 of at most 35 KB (1 KB = 1024 bytes, as the bench counts). */
export const FONT_BUDGET_BYTES = 35 * 1024;

const bytes = readFileSync(join(ROOT, FONT_DIR, FONT_URL.replace(/^\/fonts\//, '')));
const font = openFont(bytes);

describe('the committed web font', () => {
  it('stays within 35 KB', () => {
    expect(bytes.length).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
  });

  it('is named by the hash of its bytes, so it can be served immutable', () => {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    expect(FONT_URL).toBe(`/fonts/inter-${hash}.woff2`);
  });

  it('is the file font.css declares', () => {
    expect(readFileSync(join(ROOT, FONT_CSS), 'utf8')).toContain(`url('${FONT_URL}') format('woff2')`);
  });

  it('keeps every character of characters.ts', () => {
    const missing = [...FONT_CHARACTERS].filter(
      (character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
  });

  it('varies in weight over the weights the stylesheets use, and in optical size for headings', () => {
    expect(font.variationAxes.wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
    expect(font.variationAxes.opsz).toMatchObject({ min: 14, max: 32 });
  });
});

describe('fallbackMetrics', () => {
  it('leaves a font matched to itself unscaled, with its own ascent and descent', () => {
    const metrics = fallbackMetrics(font, font, 'Abonnementsfakturering for nordiske virksomheder');
    expect(metrics.sizeAdjust).toBeCloseTo(1, 6);
    expect(metrics.ascentOverride).toBeCloseTo(font.ascent / font.unitsPerEm, 6);
    expect(metrics.descentOverride).toBeCloseTo(-font.descent / font.unitsPerEm, 6);
  });

  it('gives the committed fallback faces the size the fonts and the content give them', () => {
    const css = readFileSync(join(ROOT, FONT_CSS), 'utf8');
    const inter = openFont(sourceFont());
    const sample = contentText();
    for (const fallback of FALLBACK_FONTS) {
      if (!existsSync(fallback.file)) continue; // A machine without the Debian font package.
      const committed = new RegExp(`font-family: '${fallback.family}';[^}]*size-adjust: ([\\d.]+)%`).exec(
        css,
      );
      expect(committed, fallback.family).not.toBeNull();
      const computed = fallbackMetrics(inter, openFontFile(fallback.file), sample).sizeAdjust * 100;
      // Content edits move the average a little; more than a point means: run `npm run font`.
      expect(Math.abs(Number(committed![1]) - computed)).toBeLessThan(1);
    }
  });
});
