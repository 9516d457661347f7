import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../html';
import { StylesheetJoiner } from './joinStylesheets';

function builtSite(files: Record<string, string>): string {
  const out = mkdtempSync(join(tmpdir(), 'join-stylesheets-'));
  mkdirSync(join(out, 'assets'));
  for (const [name, css] of Object.entries(files)) writeFileSync(join(out, 'assets', name), css);
  return out;
}

const pageLinking = (...links: string[]) =>
  `<!doctype html><html><head><title>t</title>${links.join('')}</head><body><p>x</p></body></html>`;
const stylesheet = (href: string, extra = '') => `<link rel="stylesheet" href="${href}"${extra}/>`;

/** The page's stylesheet links, as hrefs in order. */
const linked = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

function joined(joiner: StylesheetJoiner, html: string): string {
  const page = parseHtml(html);
  joiner.joinIn(page);
  return page.toString();
}

describe('joining a page stylesheets', () => {
  it('links one file holding the parts in the page order, React Router fragments and all', () => {
    const out = builtSite({
      'root.css': 'a{color:red}',
      'Page.css': 'a{color:blue}\n',
      'search.css': '.s{}',
    });
    const html = joined(
      new StylesheetJoiner(out),
      pageLinking(
        stylesheet('/assets/root.css'),
        stylesheet('/assets/Page.css#'),
        stylesheet('/assets/search.css#'),
      ),
    );
    const hrefs = linked(html);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/^\/assets\/styles-[0-9a-f]{10}\.css$/);
    expect(readFileSync(join(out, hrefs[0]!), 'utf8')).toBe('a{color:red}\na{color:blue}\n.s{}\n');
    expect(html).toContain('<title>t</title>');
  });

  it('writes one file per set: the same set on another page links the same file, another set its own', () => {
    const out = builtSite({ 'root.css': 'a{}', 'Page.css': 'b{}', 'calculator.css': 'c{}' });
    const joiner = new StylesheetJoiner(out);
    const plain = pageLinking(stylesheet('/assets/root.css'), stylesheet('/assets/Page.css'));
    const withIsland = pageLinking(
      stylesheet('/assets/root.css'),
      stylesheet('/assets/Page.css'),
      stylesheet('/assets/calculator.css'),
    );
    const first = linked(joined(joiner, plain));
    expect(linked(joined(joiner, plain))).toEqual(first);
    expect(linked(joined(joiner, withIsland))).not.toEqual(first);
    expect(joiner.files).toBe(2);
  });

  it('leaves a single stylesheet, one for some media, and another site’s alone', () => {
    const out = builtSite({ 'root.css': 'a{}', 'print.css': 'p{}' });
    const joiner = new StylesheetJoiner(out);
    const single = pageLinking(stylesheet('/assets/root.css'));
    expect(joined(joiner, single)).toBe(single);
    const mixed = pageLinking(
      stylesheet('/assets/root.css'),
      stylesheet('/assets/print.css', ' media="print"'),
      stylesheet('/docs/assets/css/styles.css'),
    );
    expect(joined(joiner, mixed)).toBe(mixed);
  });

  it('deletes the parts no page links on its own any more, and keeps the rest', () => {
    const out = builtSite({ 'root.css': 'a{}', 'Page.css': 'b{}' });
    const joiner = new StylesheetJoiner(out);
    joined(joiner, pageLinking(stylesheet('/assets/root.css'), stylesheet('/assets/Page.css')));
    joined(joiner, pageLinking(stylesheet('/assets/root.css')));
    expect(joiner.removeJoinedParts()).toEqual(['/assets/Page.css']);
    expect(existsSync(join(out, 'assets', 'Page.css'))).toBe(false);
    expect(existsSync(join(out, 'assets', 'root.css'))).toBe(true);
  });

  it('fails the build on a part it cannot find or cannot join', () => {
    const out = builtSite({ 'root.css': 'a{}', 'fonts.css': '@import url(x.css);' });
    const joiner = new StylesheetJoiner(out);
    expect(() =>
      joined(joiner, pageLinking(stylesheet('/assets/root.css'), stylesheet('/assets/gone.css'))),
    ).toThrow('a page links /assets/gone.css, which the build did not write');
    expect(() =>
      joined(joiner, pageLinking(stylesheet('/assets/root.css'), stylesheet('/assets/fonts.css'))),
    ).toThrow(/@import/);
  });
});
