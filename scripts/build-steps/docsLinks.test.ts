import { describe, expect, it } from 'vitest';
import { brokenLinksOutOfDocs, candidateFiles, hrefsIn } from './docsLinks';

describe('hrefsIn', () => {
  it('reads quoted and unquoted hrefs', () => {
    expect(
      hrefsIn(`<a href="/a">x</a><a href='/b'>y</a><a class=x href=/c>z</a><link href=/d rel=icon>`),
    ).toEqual(['/a', '/b', '/c', '/d']);
  });
});

describe('candidateFiles', () => {
  it.each([
    ['/', ['index.html']],
    ['/pricing', ['pricing', 'pricing.html', 'pricing/index.html']],
    [
      '/integrations/bank/?x=1#top',
      ['integrations/bank', 'integrations/bank.html', 'integrations/bank/index.html'],
    ],
  ])('%s can be answered by %j', (path, files) => {
    expect(candidateFiles(path)).toEqual(files);
  });
});

describe('brokenLinksOutOfDocs', () => {
  const published = new Set(['index.html', 'pricing/index.html', 'company/contact/index.html']);
  const exists = (file: string) => published.has(file);

  it('names each docs page and the marketing link that leads nowhere', () => {
    const pages = [
      { file: 'docs/index.html', html: '<a href=/company/contact>c</a><a href=/company/contakt>typo</a>' },
      { file: 'docs/x.html', html: '<a href="/pricing#plans">p</a><a href="/calculator">calc</a>' },
    ];
    expect(brokenLinksOutOfDocs(pages, exists)).toEqual([
      'docs/index.html -> /company/contakt',
      'docs/x.html -> /calculator',
    ]);
  });

  it('leaves links inside the docs and to other hosts to others', () => {
    const pages = [
      {
        file: 'docs/a.html',
        html: '<a href=/docs/nowhere>d</a><a href=https://x.test/y>e</a><a href=//cdn>f</a>',
      },
    ];
    expect(brokenLinksOutOfDocs(pages, exists)).toEqual([]);
  });
});
