import { strict as assert } from 'node:assert';
import type { Driver, Handle } from './driver';
import { PROBLEMS_KEY } from './site';

/** The widths a path runs at: the engine's narrowest window, or a desktop one. */
export type Width = 'phone' | 'desktop';
export const DESKTOP = 1280;

export interface Visit {
  d: Driver;
  /** Sets the window's width and waits until the page has laid out at it. */
  resize(width: number): Promise<void>;
  /** Opens a site path and waits until the page is ready to be used (see `ready`). */
  open(path: string): Promise<void>;
  /** The first visible element the script returns, once there is one. */
  find(what: string, expression: string, ...args: unknown[]): Promise<Handle>;
  until(what: string, condition: string, ...args: unknown[]): Promise<void>;
  value<T>(expression: string, ...args: unknown[]): Promise<T>;
}

export interface VisitorPath {
  name: string;
  width: Width;
  run(visit: Visit): Promise<void>;
}

/**
 * Loaded, the site script run (`data-ready`), and the framework hydrated where the page has one
 * (`data-has-hydrated`, set by Docusaurus's client where it loads; an island marks its own root
 * `data-island-hydrated`). A page without framework
 * scripts (the docs once they drop theirs) is ready without hydrating.
 */
export const READY = `
  var html = document.documentElement;
  var framework = document.querySelector('link[rel=modulepreload], script[src*="/assets/js/"]');
  return document.readyState === 'complete' && html.hasAttribute('data-ready') &&
    (html.getAttribute('data-has-hydrated') !== 'false' || !framework) &&
    !document.querySelector('[data-island]:not([data-island-hydrated])');`;

const HTML = 'document.documentElement';

/** The problems the probe recorded since the last call (and clears them). */
export const TAKE_PROBLEMS = `var list = JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBLEMS_KEY)}) || '[]');
  sessionStorage.removeItem(${JSON.stringify(PROBLEMS_KEY)}); return list;`;

export const PATHS: VisitorPath[] = [
  {
    name: 'header group: click opens its panel under the button, Esc closes it and returns focus',
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/');
      const button = await find(
        'the Product button',
        `return one('button', '^Product$', one('navigation', '^Main menu$'));`,
      );
      await d.click(button);
      const expanded = `return one('button', '^Product$', one('navigation', '^Main menu$')).getAttribute('aria-expanded') === arguments[0];`;
      await until('the Product group to open', expanded, 'true');
      const place = await value<{ button: DOMRect; panel: DOMRect; visible: boolean }>(
        `var b = one('button', '^Product$', one('navigation', '^Main menu$'));
         var p = document.getElementById(b.getAttribute('popovertarget'));
         var r = p.getBoundingClientRect();
         var hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(40, r.height / 2));
         return { button: rect(b), panel: rect(p), visible: visible(p) && p.contains(hit) };`,
      );
      assert.ok(place.visible, 'the panel shows, on top of the page');
      assert.ok(
        place.panel.top >= place.button.bottom - 1 && place.panel.top <= place.button.bottom + 48,
        `the panel's top (${place.panel.top}) is just under the button's bottom (${place.button.bottom})`,
      );
      assert.ok(
        place.panel.left <= place.button.right && place.panel.right >= place.button.left,
        `the panel (${place.panel.left}-${place.panel.right}) spans the button (${place.button.left}-${place.button.right})`,
      );
      await d.press('Escape');
      await until('the Product group to close', expanded, 'false');
      await until(
        'focus back on the Product button',
        `return document.activeElement === one('button', '^Product$', one('navigation', '^Main menu$'));`,
      );
    },
  },
  {
    name: 'phone menu: opens as a dialog, Esc closes it and returns focus to its button',
    width: 'phone',
    async run({ d, open, find, until }) {
      await open('/');
      await d.click(await find('the Open menu button', `return one('button', '^Open menu$');`));
      await until('the menu dialog', `var m = one('dialog', '^Main menu$'); return !!m && m.open;`);
      await until(
        'focus inside the menu',
        `return one('dialog', '^Main menu$').contains(document.activeElement);`,
      );
      await d.press('Escape');
      await until('the menu to close', `return !one('dialog', '^Main menu$');`);
      await until(
        'focus back on Open menu',
        `return document.activeElement === one('button', '^Open menu$');`,
      );
    },
  },
  {
    name: 'Navigate Docs: opens the docs tree as a dialog, a link in it loads that doc, Esc closes it',
    width: 'phone',
    async run({ d, open, find, until }) {
      await open('/docs/billing/plans');
      const opener = `return one('button', '^Navigate Docs$');`;
      const tree = `var t = one('dialog', '^Documentation$'); return !!t && t.open;`;
      await d.click(await find('the Navigate Docs button', opener));
      await until('the docs tree', tree);
      await d.click(
        await find(
          'the Invoices link in the tree',
          `return one('link', '^Invoices$', one('dialog', '^Documentation$'));`,
        ),
      );
      await until('the Invoices doc', `return location.pathname === '/docs/billing/invoices';`);
      await until('the page to be ready', READY);
      await until('the tree closed on the new page', `return !one('dialog', '^Documentation$');`);
      // Esc on a fresh load: WebKitWebDriver refuses a click while the cross-document view
      // transition that brought the new page in is still running.
      await open('/docs/billing/invoices');
      await d.click(await find('the Navigate Docs button', opener));
      await until('the docs tree', tree);
      await d.press('Escape');
      await until('the tree to close', `return !one('dialog', '^Documentation$');`);
      await until(
        'focus back on Navigate Docs',
        `return document.activeElement === one('button', '^Navigate Docs$');`,
      );
    },
  },
  {
    name: 'locale switcher: Danish saves the cookie and lands on the same page; back to English forgets it',
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/pricing');
      await d.click(
        await find(
          'the locale button',
          `return one('button', 'International · English', one('contentinfo'));`,
        ),
      );
      await d.click(
        await find('the Danish link', `return one('link', '^Danmark · Dansk$', one('contentinfo'));`),
      );
      await until('the Danish pricing page', `return location.pathname === '/da-DK/pricing';`);
      await until('the page to be ready', READY);
      assert.equal(await value(`return document.documentElement.lang;`), 'da');
      assert.match(await value<string>('return document.cookie;'), /(^|; )current_locale=da-DK(;|$)/);
      await d.click(
        await find('the locale button', `return one('button', 'Danmark · Dansk', one('contentinfo'));`),
      );
      await d.click(
        await find(
          'the English link',
          `return one('link', '^International · English$', one('contentinfo'));`,
        ),
      );
      await until('the English pricing page', `return location.pathname === '/pricing';`);
      await until('the page to be ready', READY);
      assert.doesNotMatch(await value<string>('return document.cookie;'), /current_locale=da-DK/);
    },
  },
  {
    name: 'a docs page shows its chrome in the saved locale: marketing links, badges and switcher',
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/pricing');
      await d.click(
        await find(
          'the locale button',
          `return one('button', 'International · English', one('contentinfo'));`,
        ),
      );
      await d.click(
        await find('the Danish link', `return one('link', '^Danmark · Dansk$', one('contentinfo'));`),
      );
      await until('the Danish pricing page', `return location.pathname === '/da-DK/pricing';`);
      await open('/docs/billing/plans');
      // The site's footer: a docs article has a <footer> of its own (its last-updated line).
      await until(
        'the footer in Danish',
        `return one('button', 'Danmark · Dansk', document.querySelector('footer.site-footer')) !== null;`,
      );
      const chrome = await value<{ privacy: string; pricing: boolean; badge: boolean }>(
        `var footer = document.querySelector('footer.site-footer');
        var badge = footer.querySelector('[data-trust-badge="bookkeeping-act"]');
        return {
          privacy: one('link', '^Privacy policy$', footer).getAttribute('href'),
          pricing: !!document.querySelector('header a[href="/da-DK/pricing"]'),
          badge: !!badge && getComputedStyle(badge).visibility === 'visible',
        };`,
      );
      assert.deepEqual(chrome, {
        privacy: '/da-DK/company/legal#privacy-policy',
        pricing: true,
        badge: true,
      });
      // The engine's session is shared by the paths: forget the choice again.
      await open('/da-DK/pricing');
      await d.click(
        await find('the locale button', `return one('button', 'Danmark · Dansk', one('contentinfo'));`),
      );
      await d.click(
        await find(
          'the English link',
          `return one('link', '^International · English$', one('contentinfo'));`,
        ),
      );
      await until('the English pricing page', `return location.pathname === '/pricing';`);
    },
  },
  {
    name: 'search: the header button opens the dialog, a word finds pages, Esc closes it',
    width: 'desktop',
    async run({ d, open, find, until }) {
      await open('/pricing');
      await d.click(await find('the Search button', `return one('button', '^Search', one('banner'));`));
      await until(
        'focus in the search field',
        `var f = one('combobox', '^Search$', one('dialog', '^Search$')); return !!f && document.activeElement === f;`,
      );
      await d.type('reminders');
      await until('search results', `return all('option', null, one('dialog', '^Search$')).length > 0;`);
      await d.press('Escape');
      await until('the search to close', `return !one('dialog', '^Search$');`);
    },
  },
  {
    name: 'calculator: typed input updates the results and the URL, which restores them',
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/calculator');
      const results = `return one('table') ? one('table').tBodies[0].textContent : '';`;
      const before = await value<string>(results);
      const field = await find('the invoices field', `return one('textbox', '^Invoices a month$');`);
      await d.click(field);
      await value(`var f = one('textbox', '^Invoices a month$'); f.focus(); f.select(); return true;`);
      await d.type('1200');
      await until(
        'the URL to carry the input',
        `return new URLSearchParams(location.search).get('invoices') === '1200';`,
      );
      await until(
        'the results to change',
        `var t = one('table'); return !!t && t.tBodies[0].textContent !== arguments[0];`,
        before,
      );
      const after = await value<string>(results);
      await open(await d.url());
      assert.equal(await value(`return one('textbox', '^Invoices a month$').value;`), '1,200');
      assert.equal(await value<string>(results), after);
    },
  },
  {
    name: 'catalogue: category and country filters narrow the list and the URL',
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/integrations');
      const tiles = `return all('a', null, document.querySelector('main')).filter(function (a) { return a.closest('h3'); }).length;`;
      const everything = await value<number>(tiles);
      assert.ok(everything > 5, `the catalogue lists integrations (${everything})`);
      const label = (name: string) =>
        `return Array.prototype.filter.call(document.querySelectorAll('label'), function (l) { return visible(l) && text(l) === ${JSON.stringify(name)}; })[0] || null;`;
      await d.click(await find('the ERP filter', label('ERP and accounting systems')));
      await d.click(await find('the Norway filter', label('Norway')));
      await until(
        'the URL to carry the filters',
        `var q = new URLSearchParams(location.search); return q.get('category') === 'erp' && q.get('country') === 'NO';`,
      );
      await until(
        'a narrower list',
        `var n = (function(){${tiles}})(); return n > 0 && n < arguments[0];`,
        everything,
      );
    },
  },
  {
    name: 'form: a wrong e-mail is refused beside its field, a right one is posted and thanked',
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/newsletter');
      const email = `return one('textbox', 'mail', document.querySelector('form[name=newsletter]'));`;
      await d.click(await find('the e-mail field', email));
      await d.type('not-an-address');
      const submit = `return one('button', null, document.querySelector('form[name=newsletter]'));`;
      await d.click(await find('the submit button', submit));
      await until(
        'the e-mail field to be marked invalid',
        `var f = (function(){${email}})(); return !!f && f.getAttribute('aria-invalid') === 'true' && location.pathname === '/newsletter';`,
      );
      await d.click(await find('the e-mail field', email));
      await value(`var f = (function(){${email}})(); f.select(); return true;`);
      await d.type(`engines-${d.name}-${Date.now()}@example.dk`);
      const consent = `return one('checkbox', null, document.querySelector('form[name=newsletter]'));`;
      await d.click(await find('the consent box', consent));
      await d.click(await find('the submit button', submit));
      await until(
        'the thank-you page',
        `var h = one('heading', '^You are on the list$'); return !!h && h.tagName === 'H1';`,
      );
    },
  },
  {
    name: 'colour scheme: the toggle switches to dark, which holds on the docs, and back',
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/pricing');
      const toggle = `return one('button', '^Switch to (dark|light) colours$', one('banner'));`;
      const scheme = `return ${HTML}.getAttribute('data-theme') === arguments[0];`;
      await until('the light scheme', scheme, 'light');
      await d.click(await find('the scheme toggle', toggle));
      await until('the dark scheme', scheme, 'dark');
      assert.equal(await value(`return localStorage.getItem('theme');`), 'dark');
      await open('/docs/billing/invoices');
      await until('the dark scheme on the docs', scheme, 'dark');
      await d.click(await find('the scheme toggle', toggle));
      await until('the light scheme on the docs', scheme, 'light');
      assert.equal(await value(`return localStorage.getItem('theme');`), 'light');
    },
  },
  {
    name: "docs: a TOC link scrolls to its section, a code block's copy button copies",
    width: 'desktop',
    async run({ d, open, find, until, value }) {
      await open('/docs/api');
      // The first section heading with an id, and a link to it outside the article's own text.
      const tocLink = `var main = document.querySelector('main') || document.body;
        var heading = Array.prototype.filter.call(main.querySelectorAll('h2[id]'), visible)[0];
        if (!heading) return null;
        return all('link', null).filter(function (a) {
          return a.getAttribute('href') === '#' + heading.id && !heading.contains(a);
        })[0] || null;`;
      const link = await find('a table-of-contents link', tocLink);
      const id = await value<string>(
        `var a = (function(){${tocLink}})(); return a.getAttribute('href').slice(1);`,
      );
      await d.click(link);
      await until(
        `the page at #${id}`,
        `var el = document.getElementById(arguments[0]); var top = el.getBoundingClientRect().top;
         return location.hash === '#' + arguments[0] && top >= -2 && top < innerHeight / 2;`,
        id,
      );
      await d.click(
        await find('a copy button', `return one('button', '^Copy', document.querySelector('main'));`),
      );
      await until(
        'the button to say it copied',
        `return !!one('button', '^Copied', document.querySelector('main'));`,
      );
    },
  },
];
