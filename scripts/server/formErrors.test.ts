import { describe, expect, it } from 'vitest';
import { escapeHtml, formPageWithErrors } from './formErrors';

// The shape the form components prerender: controls by id, an empty hidden error slot each.
const PAGE = [
  '<form class="f" name="book-demo" method="POST">',
  '<input type="hidden" name="form-name" value="book-demo"/>',
  '<input name="company_website" tabindex="-1"/>',
  '<input class="i" id="name" name="name" type="text" required="" maxLength="100"/>',
  '<p class="e" id="name-error" hidden="" data-error-slot="name"></p>',
  '<span id="invoices-hint">Roughly</span><input class="i" id="invoices" name="invoices" type="text"/>',
  '<p class="e" id="invoices-error" hidden="" data-error-slot="invoices"></p>',
  '<select class="i" id="country" name="country" required=""><option value="" disabled="" selected="">Choose</option><option value="DK">Denmark</option><option value="NO">Norway</option></select>',
  '<textarea class="i" id="message" name="message" rows="5"></textarea>',
  '<input id="consent" name="consent" type="checkbox" required=""/>',
  '<p class="e" id="consent-error" hidden="" data-error-slot="consent"></p>',
  '</form>',
].join('');

const messages: Record<string, string> = {
  required: 'Udfyld venligst dette felt.',
  invalidNumber: 'Angiv et helt tal.',
};
const message = (error: string) => messages[error] ?? error;

describe('formPageWithErrors', () => {
  const page = formPageWithErrors(
    PAGE,
    {
      'form-name': 'book-demo',
      name: '"><script>alert(1)</script>',
      invoices: 'many & more',
      country: 'NO',
      message: '</textarea><b>x</b>',
      consent: undefined,
      company_website: 'spam',
    },
    { invoices: 'invalidNumber', consent: 'required' },
    message,
    ['form-name', 'company_website'],
  );

  it('keeps what was typed, escaped, in each kind of field', () => {
    expect(page).toContain(
      'id="name" name="name" type="text" required="" maxLength="100" value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"/>',
    );
    expect(page).toContain('value="many &#38; more"');
    expect(page).toContain('<option value="NO" selected>Norway</option>');
    expect(page).toContain('<option value="" disabled="">Choose</option>');
    expect(page).toContain('rows="5">&#60;/textarea&#62;&#60;b&#62;x&#60;/b&#62;</textarea>');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>x</b>');
  });

  it('shows each error beside its field, in the given language, and ties it to the control', () => {
    expect(page).toContain(
      '<p class="e" id="invoices-error" data-error-slot="invoices">Angiv et helt tal.</p>',
    );
    expect(page).toContain(
      '<p class="e" id="consent-error" data-error-slot="consent">Udfyld venligst dette felt.</p>',
    );
    expect(page).toMatch(
      /id="invoices"[^>]*aria-invalid="true" aria-describedby="invoices-error invoices-hint" autofocus/,
    );
    expect(page).toMatch(/id="consent"[^>]*aria-invalid="true" aria-describedby="consent-error"\/>/);
    expect(page).toContain('<p class="e" id="name-error" hidden="" data-error-slot="name"></p>');
  });

  it('focuses only the first field to fix, and leaves the honeypot and form name alone', () => {
    expect(page.match(/autofocus/g)).toHaveLength(1);
    expect(page).toContain('<input name="company_website" tabindex="-1"/>');
    expect(page).toContain('name="form-name" value="book-demo"');
  });

  it('ticks a checkbox that was ticked', () => {
    expect(formPageWithErrors(PAGE, { consent: 'on' }, {}, message)).toContain(
      'type="checkbox" required="" checked/>',
    );
  });

  it('ignores posted names the page has no field for', () => {
    expect(formPageWithErrors(PAGE, { 'evil"><x': 'y', unknown: 'z' }, {}, message)).toBe(PAGE);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
