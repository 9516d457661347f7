import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import da from './da.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import nb from './nb.json' with { type: 'json' };

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The code that reads messages. scripts/ is here too: the local server writes form errors
 * from the messages (`form.error.${error}` in scripts/server/forms.ts).
 */
const SOURCE_DIRS = ['shared/src', 'marketing/app', 'docs-site/src', 'scripts'];

/** Every .ts/.tsx file under a folder; tests are not readers of messages, so they don't count. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const SOURCE = SOURCE_DIRS.flatMap(sourceFiles)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Whether the text is written in the source as a string literal of its own. */
const isLiteral = (text: string) =>
  ['"', "'", '`'].some((quote) => SOURCE.includes(`${quote}${text}${quote}`));

/**
 * Prefixes of keys that code builds at run time, as `${prefix}${…}`. A key under one counts as
 * used when the next part of it (up to the next dot) is itself a string literal somewhere: the
 * id, category or field that code fills in (`link('billing', …)` for `nav.billing.title`).
 */
const DYNAMIC_PREFIXES = [
  // Header links: `nav.${key}.title` and `nav.${key}.description` (shared/src/data/navigation.ts).
  'nav.',
  // Footer link titles (shared/src/data/footer.ts) and badges (shared/src/footer/SiteFooter.tsx).
  'footer.link.',
  'footer.badge.',
  // Plan names and texts by plan id (marketing/app/components/widgets/PricingPlans.tsx).
  'pricing.plan.',
  // Form labels by field (NetlifyForm's `label`, which BookDemoForm also gives `country.${code}`).
  'form.',
  // Field errors by code (FormFields.tsx, and scripts/server/forms.ts for the local server).
  'form.error.',
  // Integration categories and tags (catalogue, integration card and tag badge).
  'integrations.category.',
  'integrations.tag.',
  // E-invoicing duties by kind (components/page/CountryBrief.tsx, data/eInvoicing.ts).
  'brief.duty.',
  // Calculator inputs, their hints, and the cost table's columns (features/calculator).
  'calculator.input.',
  'calculator.table.',
  // Drawn product views: invoice statuses and MRR series (components/views).
  'view.status.',
  'view.mrr.',
  // Numbers band: the figures we may state (components/sections/figures.ts).
  'figures.',
  // Pricing matrix rows and the support cell per plan (components/page/PricingMatrix.tsx).
  'pricing.feature.',
  'pricing.support.',
];

/** Whether the key is built at run time under an allowed prefix, from a part that is in the code. */
const isBuilt = (key: string) =>
  DYNAMIC_PREFIXES.some(
    (prefix) => key.startsWith(prefix) && isLiteral(key.slice(prefix.length).split('.')[0]!),
  );

describe('message keys', () => {
  it('has every English key read by the code', () => {
    const unused = Object.keys(en).filter((key) => !isLiteral(key) && !isBuilt(key));
    expect(unused).toEqual([]);
  });

  it.each(DYNAMIC_PREFIXES)('still builds keys from the allowed prefix %s', (prefix) => {
    expect(SOURCE.includes(`\`${prefix}\${`), `no \`${prefix}\${…}\` in the code`).toBe(true);
  });

  it.each(Object.entries({ da, nb }))('%s.json has no key that en.json lacks', (_language, messages) => {
    expect(Object.keys(messages).filter((key) => !Object.hasOwn(en, key))).toEqual([]);
  });
});
