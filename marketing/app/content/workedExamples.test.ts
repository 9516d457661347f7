import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileLanguage, replaceFigureTokens } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { brokenRelations, WORKED_EXAMPLES } from './workedExamples';

const folder = join(import.meta.dirname, '..', '..', 'content');

/** An amount as a language writes it, with any kind of space in it, followed by the currency. */
function amountPattern(value: number, language: string, currency: string): RegExp {
  const fraction = Number.isInteger(value) ? 0 : 2;
  const text = new Intl.NumberFormat(language, {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(value);
  const escaped = text.replace(/[.]/g, '\\.').replace(/[\s\u00a0\u202f]/g, '[ \\u00a0\\u202f]');
  return new RegExp(`(?<![\\d.,])${escaped}[ \\u00a0\\u202f]${currency}\\b`);
}

describe('the worked examples on marketing pages add up', () => {
  for (const example of WORKED_EXAMPLES) {
    describe(example.name, () => {
      it('every figure follows from the others', () => {
        expect(brokenRelations(example)).toEqual([]);
      });

      it.each(example.files)('%s states every figure, in its own number format', (file) => {
        const language = contentFileLanguage(file);
        const text = replaceFigureTokens(readFileSync(join(folder, file), 'utf8'), language);
        const missing = Object.entries(example.figures)
          .filter(([, value]) => !amountPattern(value, language, example.currency).test(text))
          .map(([name, value]) => `${name} (${value} ${example.currency})`);
        expect(missing, file).toEqual([]);
      });
    });
  }

  it('an example whose total does not add up is caught', () => {
    const broken = {
      figures: { plan: 7200, setup: 2000, vat: 2300, total: 11400 },
      relations: { total: (f: Record<string, number>) => f.plan! + f.setup! + f.vat! },
    };
    expect(brokenRelations(broken)).toEqual(['total is 11400, its figures make 11500']);
  });
});
