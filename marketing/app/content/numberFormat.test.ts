import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatFigure, INTEGRATIONS, MESSAGE_FILES } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { listContentFiles } from './listContentFiles';

/**
 * Norwegian groups thousands with a no-break space ("1 495", U+00A0), as Intl's nb format
 * does, so a figure never breaks across lines and every page reads the same. An ordinary or
 * narrow space between digit groups is a slip.
 */
const WRONG_GROUPING = /\d[ \u202f]\d{3}(?!\d)/g;

function wrongGroups(text: string): string[] {
  return [...text.matchAll(WRONG_GROUPING)].map((match) => JSON.stringify(match[0]));
}

const folder = join(import.meta.dirname, '..', '..', 'content');
const norwegian = listContentFiles(folder).filter((entry) => entry.language === 'nb');

describe('Norwegian thousands separators', () => {
  it('finds an ordinary or narrow space between digit groups, and passes a no-break space', () => {
    expect(wrongGroups('1 495 DKK og 2\u202f500')).toEqual(['"1 495"', '"2\u202f500"']);
    expect(wrongGroups('1\u00a0495 DKK, 10 % og 12 34 56 78')).toEqual([]);
  });

  it('matches what Intl writes for nb', () => {
    expect(formatFigure(1495, 'nb')).toBe('1\u00a0495');
  });

  it.each(norwegian)('content/$file groups with no-break spaces', ({ file }) => {
    expect(wrongGroups(readFileSync(join(folder, file), 'utf8'))).toEqual([]);
  });

  it('the nb messages and integration descriptions group with no-break spaces', () => {
    const texts = [
      ...Object.values(MESSAGE_FILES.nb),
      ...INTEGRATIONS.map((integration) => integration.description.nb),
    ];
    expect(texts.flatMap((text) => wrongGroups(text ?? ''))).toEqual([]);
  });
});
