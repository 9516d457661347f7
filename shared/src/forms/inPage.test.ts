// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { checkForm, FORM_MESSAGES_ATTRIBUTE, formMessages } from './inPage';

const MESSAGES = formMessages((error) => `da:${error}`);

/** A newsletter form as NetlifyForm prerenders it: empty, hidden error slots. */
function newsletterForm(email: string, consent: boolean): HTMLFormElement {
  document.body.innerHTML = `
    <form name="newsletter" novalidate>
      <input id="email" name="email" value="${email}">
      <p id="email-error" hidden data-error-slot="email"></p>
      <span id="consent-hint">hint</span>
      <input id="consent" name="consent" type="checkbox" ${consent ? 'checked' : ''} aria-describedby="consent-hint">
      <p id="consent-error" hidden data-error-slot="consent"></p>
    </form>`;
  const form = document.querySelector('form')!;
  form.setAttribute(FORM_MESSAGES_ATTRIBUTE, MESSAGES);
  return form;
}

describe('checkForm', () => {
  it("refuses a bad form with each error in its slot, in the form's language, and focuses the first", () => {
    const form = newsletterForm('nope', false);
    expect(checkForm(form)).toBe(false);
    const email = form.querySelector('#email')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('email-error');
    expect(form.querySelector<HTMLElement>('#email-error')!.hidden).toBe(false);
    expect(form.querySelector('#email-error')!.textContent).toBe('da:invalidEmail');
    // The hint stays described after the error.
    expect(form.querySelector('#consent')!.getAttribute('aria-describedby')).toBe(
      'consent-error consent-hint',
    );
    expect(form.querySelector('#consent-error')!.textContent).toBe('da:required');
    expect(document.activeElement).toBe(email);
  });

  it('lets a good form post and clears the errors it showed before', () => {
    const form = newsletterForm('nope', true);
    expect(checkForm(form)).toBe(false);
    form.querySelector<HTMLInputElement>('#email')!.value = 'ida@holm.dk';
    expect(checkForm(form)).toBe(true);
    expect(form.querySelector('#email')!.hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelector('#email')!.hasAttribute('aria-describedby')).toBe(false);
    expect(form.querySelector<HTMLElement>('#email-error')!.hidden).toBe(true);
    expect(form.querySelector('#consent')!.getAttribute('aria-describedby')).toBe('consent-hint');
  });

  it('leaves a form that is not ours, and a filled honeypot, to post as usual', () => {
    document.body.innerHTML = '<form name="search"><input name="q"></form>';
    expect(checkForm(document.querySelector('form')!)).toBe(true);
    const form = newsletterForm('', false);
    form.insertAdjacentHTML('beforeend', '<input name="company_website" value="http://spam">');
    expect(checkForm(form)).toBe(true);
  });

  it('falls back to the error code when the messages are missing or broken', () => {
    const form = newsletterForm('', true);
    form.setAttribute(FORM_MESSAGES_ATTRIBUTE, '{broken');
    expect(checkForm(form)).toBe(false);
    expect(form.querySelector('#email-error')!.textContent).toBe('required');
  });
});
