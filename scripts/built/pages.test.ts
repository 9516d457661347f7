import { beforeAll, describe, expect, it } from 'vitest';
import { readHtml } from '../html';
import { distFiles, readDist, requireDist } from './dist';

beforeAll(requireDist);

// Every page parsed: seconds on a quiet machine, minutes on a loaded one.
describe('the built site', { timeout: 240_000 }, () => {
  it('has a page with a title for every HTML file it publishes', () => {
    const pages = distFiles().filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(800);
    const untitled = pages.filter((file) => !readHtml(readDist(file)).title());
    expect(untitled).toEqual([]);
  });
});
