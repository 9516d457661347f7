import { describe, expect, it } from 'vitest';
import { attr, decodeEntities, escapeHtml, ownTitle, parseHtml, stripScripts } from '.';

const PAGE =
  '<!doctype html><html lang=da-DK><head><meta charset="utf-8"><title>Priser &amp; planer | Billvard</title>' +
  '<meta name="description" content="Alt om &quot;priser&quot;"><script>if (a < b && c) x("</div>")</script></head>' +
  '<body class="x"><p id=slot hidden>Text</p><input id=name value="old" required/></body></html>';

describe('reading a page', () => {
  it('reads its title, own title, language and meta, references decoded', () => {
    const page = parseHtml(PAGE);
    expect(page.title()).toBe('Priser & planer | Billvard');
    expect(ownTitle(page)).toBe('Priser & planer');
    expect(page.lang()).toBe('da-dk');
    expect(page.meta('description')).toBe('Alt om "priser"');
    expect(page.meta('robots')).toBeNull();
  });

  it('keeps a no-break or thin space in the title, as the page wrote it', () => {
    expect(parseHtml('<title> 1\u2009800&nbsp;kr\n| Site </title>').title()).toBe(
      '1\u2009800\u00a0kr | Site',
    );
  });

  it('has no title, language or head element it was not given', () => {
    const page = parseHtml('<p>hi</p>');
    expect(page.title()).toBeNull();
    expect(page.lang()).toBeNull();
    expect(page.tag('head')?.sourceCodeLocation).toBeFalsy();
  });
});

describe('editing a page', () => {
  it('keeps every byte it does not edit, an inline script above all', () => {
    const page = parseHtml(PAGE);
    page.prepend(page.tag('body')!, '<span></span>');
    const out = page.toString();
    expect(out).toBe(PAGE.replace('<body class="x">', '<body class="x"><span></span>'));
  });

  it('sets, replaces and removes attributes in the tag as written', () => {
    const page = parseHtml(PAGE);
    const input = page.first((element) => attr(element, 'id') === 'name')!;
    page.setAttribute(input, 'value', '"><b>').setAttribute(input, 'required', null);
    page.setAttribute(input, 'autofocus', '');
    page.setAttribute(
      page.first((element) => element.tagName === 'p')!,
      'hidden',
      null,
    );
    const out = page.toString();
    expect(out).toContain('<input id=name value="&#34;&#62;&#60;b&#62;" autofocus/>');
    expect(out).toContain('<p id=slot>Text</p>');
  });

  it('refuses edits that overlap', () => {
    const page = parseHtml(PAGE);
    const body = page.tag('body')!;
    page.remove(body).remove(page.tag('p')!);
    expect(() => page.toString()).toThrow(/overlapping/);
  });

  it('strips scripts except the colour-scheme one', () => {
    const html = `<head><script>document.documentElement.setAttribute("data-theme","dark")</script><script src=/a.js></script><link rel=modulepreload href=/b.js></head>`;
    expect(stripScripts(html)).toBe(
      '<head><script>document.documentElement.setAttribute("data-theme","dark")</script></head>',
    );
  });
});

describe('text', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeEntities('&lt;a&gt; &#39;b&#39; &#x2014; &madeup;')).toBe("<a> 'b' — &madeup;");
  });

  it('escapes what could end an attribute or start a tag', () => {
    expect(escapeHtml(`<a href="x">'&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;');
  });
});
