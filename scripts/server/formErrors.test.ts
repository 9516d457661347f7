import { describe, expect, it } from 'vitest';
import { attr, parseHtml, scriptText } from '../html';
import { carriesForm, escapeHtml, formPageWithErrors } from './formErrors';

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
    expect(page).toContain('rows="5">\n&#60;/textarea&#62;&#60;b&#62;x&#60;/b&#62;</textarea>');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>x</b>');
  });

  it('hands a message back exactly as typed, leading line breaks, CRLF and markup included', () => {
    const typed = '\r\n\r\nHej,\r\nvi har 2 < 3 <b>abonnementer</b> & et spørgsmål 👋\r\n';
    const kept = parseHtml(formPageWithErrors(PAGE, { message: typed }, { consent: 'required' }, message));
    const textarea = kept.first((element) => attr(element, 'id') === 'message')!;
    // A browser shows and posts line breaks as it normalises them; the characters are the same.
    expect(scriptText(textarea).replace(/\r\n?/g, '\n')).toBe(typed.replace(/\r\n?/g, '\n'));
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

// The docs' feedback form as the docs build writes it: minified, values unquoted where HTML
// allows it, optional end tags (`</p>`) left out.
const DOCS_PAGE = [
  '<h1>Plans</h1><form class=f id=feedback-thanks name=docs-feedback data-netlify=true novalidate action=/docs/billing/plans#feedback-thanks method=POST>',
  '<input type=hidden name=form-name value=docs-feedback /><input type=hidden name=page value=/docs/billing/plans />',
  '<fieldset class=q id=helpful><legend>Was this page helpful?</legend>',
  '<input class=r type=radio id=helpful-yes name=helpful value=yes /><label for=helpful-yes>Yes</label>',
  '<input class=r type=radio id=helpful-no name=helpful value=no /><label for=helpful-no>No</label>',
  '<p class=e id=helpful-error hidden data-error-slot=helpful></fieldset>',
  '<div><label for=comment>Comment</label><span id=comment-hint>No personal details.</span>',
  '<textarea class=t id=comment name=comment rows=3 maxlength=2000 aria-describedby=comment-hint></textarea>',
  '<p class=e id=comment-error hidden data-error-slot=comment><button type=submit>Send</button></div>',
  '<p tabindex=-1 role=status>Thanks</form>',
].join('');

describe('formPageWithErrors on a minified page with a radio group', () => {
  it('checks the radio that was chosen and keeps the comment, escaped', () => {
    const page = formPageWithErrors(
      DOCS_PAGE,
      { helpful: 'no', comment: '</textarea><script>alert(1)</script>' },
      { comment: 'tooLong' },
      message,
    );
    expect(page).toContain('<input class=r type=radio id=helpful-yes name=helpful value=yes />');
    expect(page).toContain('<input class=r type=radio id=helpful-no name=helpful value=no checked />');
    expect(page).toContain(
      'rows=3 maxlength=2000 aria-invalid="true" aria-describedby="comment-error comment-hint" autofocus>\n&#60;/textarea&#62;&#60;script&#62;',
    );
    expect(page).toContain('<p class=e id=comment-error data-error-slot=comment>tooLong</p><button');
    expect(page).not.toContain('<script>');
  });

  it('marks the group, not a radio, and focuses its first radio when nothing was chosen', () => {
    const page = formPageWithErrors(
      DOCS_PAGE,
      { helpful: '"><b>x</b>' },
      { helpful: 'invalidChoice' },
      message,
    );
    expect(page).toContain(
      '<fieldset class=q id=helpful aria-invalid="true" aria-describedby="helpful-error">',
    );
    expect(page).toContain('id=helpful-yes name=helpful value=yes autofocus />');
    expect(page).toContain(
      '<p class=e id=helpful-error data-error-slot=helpful>invalidChoice</p></fieldset>',
    );
    expect(page).not.toContain('checked');
    expect(page).not.toContain('<b>x</b>');
    expect(page.match(/autofocus/g)).toHaveLength(1);
  });

  it('leaves the hidden page field and the other error slot alone', () => {
    const page = formPageWithErrors(
      DOCS_PAGE,
      { page: '/docs/other' },
      { helpful: 'invalidChoice' },
      message,
    );
    expect(page).toContain('name=page value=/docs/billing/plans />');
    expect(page).toContain('<p class=e id=comment-error hidden data-error-slot=comment>');
  });
});

describe('carriesForm', () => {
  it.each([
    [DOCS_PAGE, 'docs-feedback', true],
    [PAGE, 'book-demo', true],
    [DOCS_PAGE, 'docs', false],
    [PAGE, 'book', false],
    ['<p>name=docs-feedback</p>', 'docs-feedback', false],
    ['<form name=docs-feedback-2>', 'docs-feedback', false],
  ])('finds the form in %#: %s is there: %s', (html, form, expected) => {
    expect(carriesForm(html, form)).toBe(expected);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
