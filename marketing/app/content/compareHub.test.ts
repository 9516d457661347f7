import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readComparisonFile } from './comparisonFile';
import { HUB_POINTS, HUB_RIVALS, hubColumn } from './compareHub';

const folder = join(import.meta.dirname, '..', '..', 'content', 'compare');
const read = (name: string) => readComparisonFile(readFileSync(join(folder, name), 'utf8'), name);

describe('the comparison hub', () => {
  it.each(['en', 'da', 'nb'] as const)(
    'quotes every point for every rival in %s, each with a source unless it says nothing is stated',
    (language) => {
      for (const rival of HUB_RIVALS) {
        const english = read(`${rival}.mdx`);
        const file = language === 'en' ? english : read(`${rival}.${language}.mdx`);
        const column = hubColumn(rival, file, english, language);
        expect(column.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        for (const point of HUB_POINTS) {
          const cell = column.cells[point.id];
          // Tokens are filled: no %BRAND% or %RATE:…% reaches the page.
          expect(cell.text, `${rival} ${point.id}`).not.toMatch(/%[A-Z]+(:[^%]+)?%/);
          if (!/not stated|ikke oplyst|ikke oppgitt/i.test(cell.text)) {
            expect(cell.source?.url, `${rival} ${point.id}`).toMatch(/^https:\/\//);
          }
        }
      }
    },
  );

  it('fails, naming the file and row, when a comparison page no longer has the row a point quotes', () => {
    const english = read('upodi.mdx');
    const renamed = { ...english, rows: english.rows.filter((row) => row.label !== 'Reminders') };
    expect(() => hubColumn('upodi', renamed, renamed, 'en')).toThrow(
      'content/compare/upodi has no row "Reminders"',
    );
  });
});
