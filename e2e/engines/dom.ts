/**
 * Page-side helpers, prepended to every script the paths run: they find elements the way a
 * person names them (role and accessible name, label, text), so markup changes that keep the
 * page usable keep the paths passing. A rough accessible name, enough for this site's controls.
 */
export const DOM_HELPERS = String.raw`
var ROLES = {
  button: 'button, [role=button], input[type=submit]',
  link: 'a[href], [role=link]',
  textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], textarea, [role=textbox]',
  combobox: 'select, [role=combobox]',
  searchbox: 'input[type=search], [role=searchbox]',
  checkbox: 'input[type=checkbox], [role=checkbox]',
  radio: 'input[type=radio], [role=radio]',
  dialog: 'dialog, [role=dialog]',
  navigation: 'nav, [role=navigation]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  option: 'option, [role=option]',
  banner: 'header, [role=banner]',
  contentinfo: 'footer, [role=contentinfo]',
  status: 'output, [role=status]',
};
function text(el) { return (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim(); }
function nameOf(el) {
  var by = el.getAttribute('aria-labelledby');
  if (by) return by.split(/\s+/).map(function (id) { var t = document.getElementById(id); return t ? text(t) : ''; }).join(' ').trim();
  var label = el.getAttribute('aria-label');
  if (label) return label.trim();
  if (el.labels && el.labels.length) return Array.prototype.map.call(el.labels, text).join(' ').trim();
  if (el.tagName === 'INPUT' && el.value && /submit|button/.test(el.type)) return el.value;
  return text(el) || (el.getAttribute('title') || '').trim();
}
function visible(el) {
  if (!el.isConnected) return false;
  if (el.checkVisibility) return el.checkVisibility({ visibilityProperty: true });
  return el.getClientRects().length > 0;
}
/** Every visible element of a role whose name matches the pattern (a RegExp source), in scope. */
function all(role, pattern, scope) {
  var re = pattern == null ? null : new RegExp(pattern);
  var found = Array.prototype.slice.call((scope || document).querySelectorAll(ROLES[role] || role));
  return found.filter(function (el) { return visible(el) && (!re || re.test(nameOf(el))); });
}
function one(role, pattern, scope) { return all(role, pattern, scope)[0] || null; }
function rect(el) { var r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }; }
`;

/** A function body for the drivers: the helpers, then `body` (which may use `arguments`). */
export const withHelpers = (body: string) => `${DOM_HELPERS}\n${body}`;
