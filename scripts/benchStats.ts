/**
 * The pure half of `npm run bench`: medians, per-run lines, the targets each template is held to
 * and the markdown table of a run. No browser, no file system, so all of it is unit-tested.
 */

/** Which targets a template answers to. */
export type TemplateKind = 'content' | 'hydrated' | 'docs';

/** One Lighthouse run (mobile defaults); times in ms. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
}

/** What the targets of one template need: its runs, JS-off LCPs and JS, and the stock page's. */
export interface TemplateMeasure {
  kind: TemplateKind;
  runs: LighthouseRun[];
  offLcps: number[];
  jsBytes: number;
}

export interface StockMeasure {
  runs: LighthouseRun[];
  /**
   * LCP with its scripts blocked: the peer's first paint without its 140 KB of deferred JavaScript
   * on Lighthouse's LCP path. With scripts, its LCP is about 1,000 ms in a run where that script
   * ends after the first paint and 2,000 ms or more (more under load) where it ends before.
   */
  offLcps: number[];
  jsBytes: number;
}

export interface TargetCheck {
  /** Short name, shown in the targets column when missed. */
  target: string;
  actual: number;
  comparator: '≤' | '≥' | '=';
  limit: number;
  unit: string;
  pass: boolean;
}

/** The budgets (docs/decisions/2026-11-23-budgets.md), checked on every template. */
export const TARGETS = {
  /** Lighthouse mobile performance: 100 in the median, at least 98 in every run. */
  performance: 100,
  worstRunPerformance: 98,
  /** Lighthouse accessibility, best practices and SEO: 100 each, in every run. */
  otherScores: 100,
  lcpMs: 1500,
  cls: 0,
  /** Total Blocking Time, in every run. */
  tbtMs: 50,
  contentJsKb: 10,
  /** A page with an island, all its files: half the smaller stock docs page (171 KB). */
  islandJsKb: 85,
  lcpOnOff: 1.05,
  /** Every template's median LCP against the stock page's in the same run. */
  lcpVsStock: 1.0,
  docsJsVsStock: 1.0,
} as const;

export const KB = 1024;

/** The middle value; with an even count the upper of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export const medianOf = (runs: LighthouseRun[], key: keyof LighthouseRun) =>
  median(runs.map((run) => run[key]));

/** Each run's LCP with scripts over the median LCP without: one slow run must show, so no median here. */
export function lcpRatios(runs: LighthouseRun[], offLcps: number[]): number[] {
  const off = median(offLcps);
  return runs.map((run) => run.lcp / off);
}

export const maxLcpRatio = (runs: LighthouseRun[], offLcps: number[]) =>
  runs.length === 0 ? NaN : Math.max(...lcpRatios(runs, offLcps));

function check(
  target: string,
  actual: number,
  comparator: TargetCheck['comparator'],
  limit: number,
  unit = '',
): TargetCheck {
  // NaN (a measurement that failed) passes nothing.
  const pass = comparator === '≤' ? actual <= limit : comparator === '≥' ? actual >= limit : actual === limit;
  return { target, actual, comparator, limit, unit, pass };
}

const worst = (runs: LighthouseRun[], key: keyof LighthouseRun, pick: (...values: number[]) => number) =>
  runs.length === 0 ? NaN : pick(...runs.map((run) => run[key]));

/**
 * The targets of one template against the stock Docusaurus page measured in the same run; every
 * template's LCP is held to the stock page's, docs pages' JavaScript too.
 */
export function targetChecks(template: TemplateMeasure, stock: StockMeasure): TargetCheck[] {
  const { runs } = template;
  const everyTemplate = [
    check('perf', medianOf(runs, 'performance'), '=', TARGETS.performance),
    check('worst perf', worst(runs, 'performance', Math.min), '≥', TARGETS.worstRunPerformance),
    check('LCP', medianOf(runs, 'lcp'), '≤', TARGETS.lcpMs, ' ms'),
    check('LCP × stock', medianOf(runs, 'lcp') / medianOf(stock.runs, 'lcp'), '≤', TARGETS.lcpVsStock, '×'),
    check('CLS', worst(runs, 'cls', Math.max), '≤', TARGETS.cls),
    check('TBT', worst(runs, 'tbt', Math.max), '≤', TARGETS.tbtMs, ' ms'),
    check('a11y', worst(runs, 'accessibility', Math.min), '=', TARGETS.otherScores),
    check('best practices', worst(runs, 'bestPractices', Math.min), '=', TARGETS.otherScores),
    check('SEO', worst(runs, 'seo', Math.min), '=', TARGETS.otherScores),
  ];
  const jsVsStock = template.jsBytes / stock.jsBytes;
  if (template.kind === 'docs') {
    return [check('JS × stock', jsVsStock, '≤', TARGETS.docsJsVsStock, '×'), ...everyTemplate];
  }
  const jsLimit = template.kind === 'hydrated' ? TARGETS.islandJsKb : TARGETS.contentJsKb;
  return [
    check('JS', template.jsBytes / KB, '≤', jsLimit, ' KB'),
    ...everyTemplate,
    check('max LCP on/off', maxLcpRatio(runs, template.offLcps), '≤', TARGETS.lcpOnOff, '×'),
  ];
}

/** Two decimals for ratios, one for KB, whole numbers for scores and ms. */
const show = (value: number, unit: string) =>
  `${value.toFixed(unit === '×' ? 2 : unit === ' KB' ? 1 : 0)}${unit}`;

/** `pass`, or `fail: ` and the names of the missed targets. */
export function targetsSummary(checks: TargetCheck[]): string {
  const missed = checks.filter((c) => !c.pass).map((c) => c.target);
  return missed.length === 0 ? 'pass' : `fail: ${missed.join(', ')}`;
}

/** One line per missed target, saying by how much it missed. */
export function missLines(name: string, checks: TargetCheck[]): string[] {
  return checks
    .filter((c) => !c.pass)
    .map((c) => {
      const by = Number.isNaN(c.actual)
        ? 'not measured'
        : `missed by ${show(Math.abs(c.actual - c.limit), c.unit)}`;
      return `- ${name}: ${c.target} ${show(c.actual, c.unit)}, target ${c.comparator} ${show(c.limit, c.unit)} (${by})`;
    });
}

/** One console line per run; runs past the JS-off count have no JS-off LCP to show. */
export function runLines(name: string, runs: LighthouseRun[], offLcps: number[] = []): string[] {
  const ratios = offLcps.length > 0 ? lcpRatios(runs, offLcps) : [];
  return runs.map((run, index) => {
    const parts = [
      `perf ${run.performance}`,
      `LCP ${Math.round(run.lcp)} ms`,
      `TBT ${Math.round(run.tbt)} ms`,
      `CLS ${run.cls.toFixed(3)}`,
    ];
    const off = offLcps[index];
    if (off !== undefined) parts.push(`JS-off LCP ${Math.round(off)} ms`);
    const ratio = ratios[index];
    if (ratio !== undefined) parts.push(`on/off ${ratio.toFixed(2)}`);
    return `${name} run ${index + 1}: ${parts.join(', ')}`;
  });
}

/** A row of the markdown table; `checks` is null for the stock page, which has no targets. */
export interface TableRow {
  name: string;
  runs: LighthouseRun[];
  offLcps: number[];
  jsBytes: number;
  stockJsBytes: number;
  checks: TargetCheck[] | null;
}

const joinRuns = (runs: LighthouseRun[], key: keyof LighthouseRun) =>
  runs.map((run) => Math.round(run[key])).join('/');

/** The table to paste into a note; runs joined like `100/100/99/100/100`. */
export function markdownTable(rows: TableRow[]): string {
  const header = [
    '| template | perf runs | LCP runs (ms) | TBT runs | JS KB | JS × stock | max LCP on/off | targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const lines = rows.map((row) => {
    const ratio = row.offLcps.length > 0 ? maxLcpRatio(row.runs, row.offLcps).toFixed(2) : '–';
    const cells = [
      row.name,
      joinRuns(row.runs, 'performance'),
      joinRuns(row.runs, 'lcp'),
      joinRuns(row.runs, 'tbt'),
      (row.jsBytes / KB).toFixed(1),
      (row.jsBytes / row.stockJsBytes).toFixed(2),
      ratio,
      row.checks === null ? '–' : targetsSummary(row.checks),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...header, ...lines].join('\n');
}
