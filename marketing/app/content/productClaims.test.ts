import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  capabilitiesNamed,
  capability,
  findChangelogContradictions,
  findProductContradictions,
  findRoadmapContradictions,
  planForInvoices,
  type ProductContradiction,
  roadmapEntries,
} from '@web/shared';
import { describe, expect, it } from 'vitest';
import { markdownFiles, REPO_ROOT } from './markdownFiles';

const root = REPO_ROOT;

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const lines = (file: string, found: ProductContradiction[]) =>
  found.map(
    (problem) => `${file}:${problem.line}: ${problem.capability} "${problem.claim}": ${problem.reason}`,
  );

const CONTENT = [...markdownFiles('marketing/content'), ...markdownFiles('docs-site/docs')];
const ROADMAPS = CONTENT.filter((file) => /^marketing\/content\/roadmap(\.(da|nb))?\.mdx$/.test(file));
const CASES = CONTENT.filter((file) => /^marketing\/content\/cases\/(?!index)/.test(file));

describe('every page says what the product model says', () => {
  it('finds the content to check, in English, Danish and Norwegian', () => {
    expect(CONTENT.length).toBeGreaterThan(250);
    expect(ROADMAPS).toEqual([
      'marketing/content/roadmap.da.mdx',
      'marketing/content/roadmap.mdx',
      'marketing/content/roadmap.nb.mdx',
    ]);
    expect(CASES.length).toBe(9);
  });

  it('no page ties a capability to a plan, quarter, status or country the model does not give it', () => {
    expect(CONTENT.flatMap((file) => lines(file, findProductContradictions(read(file))))).toEqual([]);
  });

  it('the roadmap lists each item in the quarter the model plans it, and nothing that is available', () => {
    expect(ROADMAPS.flatMap((file) => lines(file, findRoadmapContradictions(read(file))))).toEqual([]);
  });

  it('the roadmap in each language names every capability the model plans', () => {
    const missing = ROADMAPS.flatMap((file) => {
      const named = new Set(read(file).split('\n').flatMap(capabilitiesNamed));
      return roadmapEntries()
        .filter((entry) => !entry.country && !named.has(entry.id))
        .map((entry) => `${file}: ${entry.id} (${entry.quarter})`);
    });
    expect(missing).toEqual([]);
  });

  it('the changelog never ships a planned capability, nor one before the month the model gives', () => {
    const file = 'docs-site/docs/changelog.md';
    expect(lines(file, findChangelogContradictions(read(file)))).toEqual([]);
  });

  it("a case's company is on a plan that includes every capability the case says it uses", () => {
    const problems = CASES.flatMap((file) => {
      const text = read(file);
      const invoices = Number(/^\s+invoices:\s*(\d+)/m.exec(text)?.[1]);
      const plan = planForInvoices(invoices).id;
      const body = text.slice(text.indexOf('\n---', 3));
      return body
        .split('\n')
        .flatMap(capabilitiesNamed)
        .filter((id) => !capability(id).plans.includes(plan) || capability(id).status.kind === 'planned')
        .map((id) => `${file}: on ${plan} (${invoices} invoices), but uses ${id}`);
    });
    expect(problems).toEqual([]);
  });

  it('a docs page\'s "Plan" call-out names no plan by hand: it is a %PLANS% token, or "Any plan" for what is not a capability', () => {
    const typed = CONTENT.filter((file) => file.startsWith('docs-site/')).flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(
          ({ line }) => /^- \*\*Plan:\*\*/.test(line) && /\b(?:Free|Growth|Scale|Enterprise)\b/.test(line),
        )
        .map(({ index }) => `${file}:${index + 1}`),
    );
    expect(typed).toEqual([]);
  });

  it('the hours a failed ERP line is retried come from the model, in every language', () => {
    const typed = CONTENT.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /ERP|posting|bogføring|bokføring/i.test(line))
        .filter(({ line }) =>
          /(?:retr\w*|sendes igen|sendt? på nytt)[^.]*\b\d+\s(?:hours|timer)\b/i.test(line),
        )
        .map(({ index }) => `${file}:${index + 1}`),
    );
    expect(typed).toEqual([]);
  });

  it('a case names the plan its invoices need, in every language', () => {
    const wrong = CASES.flatMap((file) => {
      const text = read(file);
      const plan = planForInvoices(Number(/^\s+invoices:\s*(\d+)/m.exec(text)?.[1])).id;
      const body = text.slice(text.indexOf('\n---', 3));
      return [...body.matchAll(/\b(Free|Growth|Scale|Enterprise)\b/g)]
        .map((match) => match[1]!.toLowerCase())
        .filter((named) => named !== plan)
        .map((named) => `${file}: names ${named}, its invoices need ${plan}`);
    });
    expect(wrong).toEqual([]);
  });

  it('a planted contradiction fails, naming the file, the line, the capability and the model', () => {
    const fixture = 'marketing/app/content/__fixtures__/product/contradiction.da.mdx';
    expect(lines(fixture, findProductContradictions(read(fixture)))).toEqual([
      `${fixture}:5: revrec "Growth": the model gives it scale, enterprise, not growth`,
      `${fixture}:5: multiEntity "Q1 2027": the model plans it for 2027-Q4`,
    ]);
  });
});
