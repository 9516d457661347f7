import { describe, expect, it } from 'vitest';
import { parseHtml } from '../html';
import { refersToDocsClient, removeDocsClientFrom } from './staticDocs';

const withoutDocsClient = (html: string) => removeDocsClientFrom(parseHtml(html)).toString();

const HEAD =
  '<head><script src=/assets/site.js type=module></script><link rel=stylesheet href=/docs/assets/css/styles.1.css />' +
  '<script src=/docs/assets/js/runtime~main.99b2b13b.js defer></script><script src="/docs/assets/js/main.2f61d837.js" defer></script>' +
  '<link rel=preload href=/docs/assets/js/17896441.abc.js as=script><link rel="prefetch" href="/docs/assets/js/x.js">' +
  '<script type=application/ld+json>{}</script></head>';

describe('removeDocsClientFrom', () => {
  it("takes out Docusaurus's scripts and their preloads, quoted or not", () => {
    const html = withoutDocsClient(HEAD);
    expect(html).not.toContain('/docs/assets/js/');
    expect(refersToDocsClient(html)).toBe(false);
  });

  it('keeps the site script, the stylesheet and inline scripts', () => {
    const html = withoutDocsClient(HEAD);
    expect(html).toContain('<script src=/assets/site.js type=module></script>');
    expect(html).toContain('<link rel=stylesheet href=/docs/assets/css/styles.1.css />');
    expect(html).toContain('<script type=application/ld+json>{}</script>');
  });

  it('leaves a link to another folder alone', () => {
    const html = '<link rel=preload href=/docs/img/logo.svg as=image>';
    expect(withoutDocsClient(html)).toBe(html);
  });

  it('notices a page that still refers to the client', () => {
    expect(refersToDocsClient(HEAD)).toBe(true);
  });
});
