import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME, INTEGRATION_SUMMARIES, messagesFor } from '@web/shared';
import type { CompiledMessages } from '../../i18n/compiledMessages';
import { PageLocaleProvider } from '../../i18n/PageLocale';
import { Columns } from './Columns';
import { ComparisonTable } from './ComparisonTable';
import { CtaBand } from './CtaBand';
import { Faq } from './Faq';
import { faqJsonLd, jsonLdText } from './faqJsonLd';
import { FeatureGrid } from './FeatureGrid';
import { FeatureRow } from './FeatureRow';
import { LogoWall } from './LogoWall';
import { NumbersBand } from './NumbersBand';
import { Quote } from './Quote';
import { Steps } from './Steps';

/** Renders a block as a page in a locale would. */
function render(node: ReactNode, locale: 'default' | 'da-DK' = 'default') {
  // The message files as the build compiles them: the page's language, the brand filled in.
  const messages = Object.fromEntries(
    Object.entries(messagesFor(locale === 'da-DK' ? 'da' : 'en')).map(([id, text]) => [
      id,
      text.split('{brand}').join(BRAND_NAME),
    ]),
  );
  return renderToStaticMarkup(
    <MemoryRouter>
      <PageLocaleProvider locale={locale} path="/" messages={messages as unknown as CompiledMessages}>
        {node}
      </PageLocaleProvider>
    </MemoryRouter>,
  );
}

describe('FeatureGrid', () => {
  it('renders each card with its title and text, linking the title when there is an href', () => {
    const html = render(
      <FeatureGrid
        heading="Grid"
        columns={4}
        items={[
          { icon: 'repeat', title: 'Linked', text: 'Has a link', href: '/features/billing' },
          { icon: 'ledger', title: 'Plain', text: 'Has none' },
        ]}
      />,
    );
    expect(html).toContain('<h2>Grid</h2>');
    expect(html).toContain('data-columns="4"');
    expect(html).toMatch(/<a[^>]*href="\/features\/billing"[^>]*>Linked<\/a>/);
    expect(html).not.toMatch(/<a[^>]*>Plain<\/a>/);
  });

  it('keeps the locale in card links', () => {
    const html = render(
      <FeatureGrid items={[{ icon: 'chart', title: 'T', text: 'x', href: '/pricing' }]} />,
      'da-DK',
    );
    expect(html).toContain('href="/da-DK/pricing"');
  });
});

describe('Columns', () => {
  it('opens a card at each h3 and keeps what follows it in that card', () => {
    const html = render(
      <Columns heading="Explained" columns={2}>
        <h3>One</h3>
        <p>First text</p>
        <ul>
          <li>item</li>
        </ul>
        <h3>Two</h3>
        <p>Second text</p>
      </Columns>,
    );
    expect(html).toContain('<h2>Explained</h2>');
    expect(html).toContain('data-columns="2"');
    const cards = html.split('<h3>').slice(1);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('First text');
    expect(cards[0]).toContain('<li>item</li>');
    expect(cards[0]).not.toContain('Second text');
    expect(cards[1]).toContain('Second text');
  });
});

describe('FeatureRow', () => {
  it('puts the text beside a drawn view that is one image with a text alternative', () => {
    const html = render(
      <FeatureRow heading="Row" view="mrr" flip>
        <p>Body</p>
      </FeatureRow>,
    );
    expect(html).toContain('<h2>Row</h2>');
    expect(html).toContain('<p>Body</p>');
    expect(html).toMatch(/role="img" aria-label="Illustration of an MRR movement chart/);
  });

  it('draws the view in the page language', () => {
    expect(
      render(
        <FeatureRow heading="R" view="invoices">
          x
        </FeatureRow>,
        'da-DK',
      ),
    ).toContain('Betalt');
  });
});

describe('NumbersBand', () => {
  it('states the integration count from the data and marks every example figure', () => {
    const html = render(
      <NumbersBand
        figures={['integrations', 'countries']}
        examples={[{ value: '35 hours', label: 'saved' }]}
      />,
    );
    expect(html).toContain(`<dd>${INTEGRATION_SUMMARIES.length}</dd>`);
    expect(html).toContain('<dd>5</dd>');
    expect(html).toMatch(/saved <span[^>]*>Example figure<\/span>/);
  });
});

describe('LogoWall', () => {
  it('shows letter tiles from the data, each with its integration named as text, and links to the catalogue', () => {
    const html = render(<LogoWall limit={3} />);
    expect(html.match(/<li>/g)).toHaveLength(3);
    const first = INTEGRATION_SUMMARIES.find((entry) => !entry.generic);
    expect(html).toContain(`>${first?.title.en}</span>`);
    expect(html).toContain('alt=""');
    expect(html).toContain(`See all ${INTEGRATION_SUMMARIES.length} integrations`);
  });
});

describe('Quote', () => {
  it('labels an invented quote as example content, and only then', () => {
    const props = { quote: 'Words', name: 'Ane', role: 'CFO', company: 'Co' };
    expect(render(<Quote {...props} example />)).toContain('Example content');
    expect(render(<Quote {...props} example={false} />)).not.toContain('Example content');
  });
});

describe('Steps', () => {
  it('numbers the steps in order, for screen readers too', () => {
    const html = render(
      <Steps
        steps={[
          { title: 'One', text: 'a' },
          { title: 'Two', text: 'b' },
        ]}
      />,
    );
    expect(html.indexOf('One')).toBeLessThan(html.indexOf('Two'));
    expect(html).toContain('Step 2');
  });
});

describe('Faq', () => {
  const items = [{ question: 'Q </script><b>?', answer: 'A' }];

  it('opens each answer with a native details element', () => {
    expect(render(<Faq items={items} />)).toMatch(
      /<details[^>]*><summary>Q &lt;\/script&gt;&lt;b&gt;\?<\/summary><p>A<\/p><\/details>/,
    );
  });

  it('describes the same items as FAQPage JSON-LD that no text can break out of', () => {
    expect(faqJsonLd(items).mainEntity[0]).toEqual({
      '@type': 'Question',
      name: items[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: 'A' },
    });
    expect(jsonLdText(faqJsonLd(items))).not.toContain('</script>');
    expect(JSON.parse(jsonLdText(faqJsonLd(items))).mainEntity[0].name).toBe(items[0]?.question);
  });
});

describe('ComparisonTable', () => {
  it('renders text, ticks with spoken labels, and numbered source marks', () => {
    const html = render(
      <ComparisonTable
        caption="Cap"
        columns={['Us', 'Them']}
        rows={[{ label: 'Row', cells: [true, { text: 'Fact', source: 2 }] }]}
      />,
    );
    expect(html).toContain('<caption>Cap</caption>');
    // The first column's heading is never empty (axe: empty-table-header).
    expect(html).toContain('<th scope="col">Point</th>');
    expect(html).toContain('aria-label="Included"');
    expect(html).toContain('href="#source-2"');
    expect(html).toContain('data-column="Them"');
  });

  it('refuses a row whose cells do not match the columns', () => {
    expect(() =>
      render(<ComparisonTable caption="C" columns={['A', 'B']} rows={[{ label: 'R', cells: ['x'] }]} />),
    ).toThrow(/row "R" has 1 cells for 2 columns/);
  });
});

describe('CtaBand', () => {
  it('offers Book a demo in the locale and Start free, both in a new tab', () => {
    const html = render(<CtaBand heading="Next" />, 'da-DK');
    expect(html).toContain('href="/da-DK/book-demo"');
    expect(html).toContain('signup?plan=free');
    expect(html.match(/target="_blank"/g)).toHaveLength(2);
  });
});
