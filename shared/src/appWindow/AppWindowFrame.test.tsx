import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppWindowFrame } from './AppWindowFrame';

describe('AppWindowFrame', () => {
  const html = renderToStaticMarkup(
    <AppWindowFrame label="Invoices of this month" title="Billvard" className="view" data-product-view="">
      <p>#10482</p>
    </AppWindowFrame>,
  );

  it('is one image named by its label, with the app’s class beside the shared one', () => {
    expect(html).toMatch(
      /^<div class="bv-window view" role="img" aria-label="Invoices of this month" data-product-view="">/,
    );
  });

  it('hides its title bar from assistive technology and keeps the content as text', () => {
    expect(html).toContain('<div class="bv-window-bar" aria-hidden="true">');
    expect(html).toContain('<span class="bv-window-title">Billvard</span>');
    expect(html).toContain('<p>#10482</p>');
  });
});
