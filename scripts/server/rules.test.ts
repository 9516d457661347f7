import { describe, expect, it } from 'vitest';
import type { HeaderRule } from './netlifyConfig';
import { fillTarget, findRedirect, headersFor, matchPattern } from './rules';

describe('matchPattern', () => {
  it.each([
    ['/pricing', '/pricing', {}],
    ['/pricing', '/pricing/', {}],
    ['/pricing', '/pricing/more', null],
    ['/help/*', '/help/billing/plans', { splat: 'billing/plans' }],
    ['/help/*', '/help', { splat: '' }],
    ['/help/*', '/helpdesk', null],
    ['/*', '/anything/at/all', { splat: 'anything/at/all' }],
    ['/blog/:year/:month/:slug', '/blog/2025/03/hello', { year: '2025', month: '03', slug: 'hello' }],
    ['/blog/:year/:month/:slug', '/blog/2025/03', null],
    ['/blog/:year/:month/:slug', '/blog/2025/03/hello/extra', null],
  ])('%s against %s gives %j', (pattern, path, expected) => {
    expect(matchPattern(pattern, path)).toEqual(expected);
  });
});

describe('fillTarget', () => {
  it('fills named placeholders and the splat, and leaves unknown ones alone', () => {
    expect(fillTarget('/docs/:splat', { splat: 'a/b' })).toBe('/docs/a/b');
    expect(fillTarget('/blog/:slug?ref=:source', { slug: 'x' })).toBe('/blog/x?ref=:source');
  });
});

describe('findRedirect', () => {
  const rules = [
    { from: '/old', to: '/new', status: 301, force: false },
    { from: '/forced', to: '/elsewhere', status: 302, force: true },
    { from: '/*', to: '/404.html', status: 404, force: false },
  ];

  it('takes the first matching rule of the asked kind', () => {
    expect(findRedirect(rules, '/old', false)?.target).toBe('/new');
    expect(findRedirect(rules, '/nothing', false)?.rule.status).toBe(404);
  });

  it('keeps forced and unforced rules apart', () => {
    expect(findRedirect(rules, '/forced', true)?.target).toBe('/elsewhere');
    expect(findRedirect(rules, '/old', true)).toBeNull();
  });
});

describe('headersFor', () => {
  const rules: HeaderRule[] = [
    { for: '/*', values: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' } },
    { for: '/assets/*', values: { 'Cache-Control': 'immutable' } },
  ];

  it('merges every matching block, later blocks winning a clash', () => {
    expect(headersFor(rules, '/assets/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'immutable',
    });
    expect(headersFor(rules, '/pricing')).toEqual(rules[0]?.values);
  });
});
