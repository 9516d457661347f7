import { beforeAll, describe, expect, it } from 'vitest';
import { distFiles, readDist, requireDist } from './dist';

beforeAll(requireDist);

describe('the built site', () => {
  it('has a page with a title for every HTML file it publishes', () => {
    const pages = distFiles().filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(800);
    const untitled = pages.filter((file) => !/<title[^>]*>[^<]+<\/title>/.test(readDist(file)));
    expect(untitled).toEqual([]);
  });
});
