import { describe, expect, it } from 'vitest';
import {
  KB,
  type LighthouseRun,
  lcpRatios,
  markdownTable,
  maxLcpRatio,
  median,
  missLines,
  runLines,
  targetChecks,
  targetsSummary,
} from './benchStats';

const run = (lcp: number, performance = 100, tbt = 0): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp,
  cls: 0,
  tbt,
});

const stock = {
  runs: [run(2000, 90, 150), run(2100, 88, 160), run(1900, 92, 140)],
  offLcps: [1000],
  jsBytes: 200 * KB,
};

describe('median', () => {
  it('takes the middle value, the upper one of an even count, NaN of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('lcpRatios', () => {
  it('divides every run by the median JS-off LCP, so one slow run shows', () => {
    const runs = [run(1000), run(1000), run(1200), run(1000), run(1000)];
    expect(lcpRatios(runs, [1000, 900, 1100])).toEqual([1, 1, 1.2, 1, 1]);
    expect(maxLcpRatio(runs, [1000, 900, 1100])).toBe(1.2);
    expect(maxLcpRatio([], [1000])).toBeNaN();
  });
});

describe('targetChecks', () => {
  it('holds content pages to 10 KB, the Lighthouse budgets and on/off 1.05 in every run', () => {
    const checks = targetChecks(
      { kind: 'content', runs: [run(1000), run(1000), run(1000)], offLcps: [1000], jsBytes: 9 * KB },
      stock,
    );
    expect(checks.map((c) => [c.target, c.pass])).toEqual([
      ['JS', true],
      ['perf', true],
      ['worst perf', true],
      ['LCP', true],
      ['LCP × stock', true],
      ['CLS', true],
      ['TBT', true],
      ['a11y', true],
      ['best practices', true],
      ['SEO', true],
      ['max LCP on/off', true],
    ]);
    const slow = targetChecks(
      { kind: 'content', runs: [run(1000), run(1100, 99), run(1000)], offLcps: [1000], jsBytes: 11 * KB },
      stock,
    );
    // The median performance is 100 though one run gave 99; the slow run alone fails the ratio.
    expect(targetsSummary(slow)).toBe('fail: JS, max LCP on/off');
  });

  it('fails a page on its worst run: performance under 98, any shift, blocking over 50 ms', () => {
    const runs = [run(1000), { ...run(1000, 97), cls: 0.001 }, run(1000, 100, 51)];
    expect(targetsSummary(targetChecks({ kind: 'content', runs, offLcps: [1000], jsBytes: 0 }, stock))).toBe(
      'fail: worst perf, CLS, TBT',
    );
  });

  it('holds accessibility, best practices and SEO to 100 in every run', () => {
    const runs = [run(1000), { ...run(1000), accessibility: 97 }, { ...run(1000), seo: 92 }];
    expect(targetsSummary(targetChecks({ kind: 'content', runs, offLcps: [1000], jsBytes: 0 }, stock))).toBe(
      'fail: a11y, SEO',
    );
  });

  it('holds the median LCP to 1.5 s', () => {
    const at = (lcp: number) =>
      targetChecks({ kind: 'content', runs: [run(lcp)], offLcps: [lcp], jsBytes: 0 }, stock).find(
        (c) => c.target === 'LCP',
      )?.pass;
    expect([at(1500), at(1501)]).toEqual([true, false]);
  });

  it('holds a page with an island to 85 KB of JavaScript', () => {
    const at = (jsBytes: number) =>
      targetChecks({ kind: 'hydrated', runs: [run(1000)], offLcps: [1000], jsBytes }, stock)[0];
    expect(at(85 * KB)).toMatchObject({ target: 'JS', pass: true });
    expect(at(85 * KB + 1)?.pass).toBe(false);
  });

  it("holds every template's median LCP to the stock page's median in the same run", () => {
    const against = (lcps: number[]) =>
      targetChecks(
        { kind: 'content', runs: lcps.map((lcp) => run(lcp)), offLcps: [1000], jsBytes: 0 },
        { ...stock, runs: [run(1000), run(1200), run(2000)] },
      ).find((c) => c.target === 'LCP × stock')?.pass;
    expect([against([900, 1200, 1300]), against([1000, 1201, 1201])]).toEqual([true, false]);
  });

  it('holds docs pages to the stock page of the same run as well as the budgets', () => {
    const docs = (runs: LighthouseRun[], jsBytes = 150 * KB) =>
      targetChecks({ kind: 'docs', runs, offLcps: [1000], jsBytes }, { ...stock, runs: [run(1400)] });
    expect(targetsSummary(docs([run(1400, 100, 40)]))).toBe('pass');
    expect(targetsSummary(docs([run(1401, 97, 51)], 201 * KB))).toBe(
      'fail: JS × stock, perf, worst perf, LCP × stock, TBT',
    );
  });

  it('fails a target whose measurement failed', () => {
    const checks = targetChecks({ kind: 'content', runs: [run(NaN)], offLcps: [1000], jsBytes: 0 }, stock);
    expect(targetsSummary(checks)).toBe('fail: LCP, LCP × stock, max LCP on/off');
    expect(missLines('home', checks)).toContain('- home: max LCP on/off NaN×, target ≤ 1.05× (not measured)');
  });
});

describe('missLines', () => {
  it('says by how much each missed target missed', () => {
    const checks = targetChecks(
      { kind: 'content', runs: [run(1090, 98)], offLcps: [1000], jsBytes: 12.5 * KB },
      stock,
    );
    expect(missLines('home', checks)).toEqual([
      '- home: JS 12.5 KB, target ≤ 10.0 KB (missed by 2.5 KB)',
      '- home: perf 98, target = 100 (missed by 2)',
      '- home: max LCP on/off 1.09×, target ≤ 1.05× (missed by 0.04×)',
    ]);
  });
});

describe('runLines', () => {
  it('prints every run, with the JS-off LCP only where there was a JS-off run', () => {
    const lines = runLines('home', [run(1000), run(1050, 99, 12.4)], [1000]);
    expect(lines).toEqual([
      'home run 1: perf 100, LCP 1000 ms, TBT 0 ms, CLS 0.000, JS-off LCP 1000 ms, on/off 1.00',
      'home run 2: perf 99, LCP 1050 ms, TBT 12 ms, CLS 0.000, on/off 1.05',
    ]);
    expect(runLines('stock', [run(1000)])).toEqual([
      'stock run 1: perf 100, LCP 1000 ms, TBT 0 ms, CLS 0.000',
    ]);
  });
});

describe('markdownTable', () => {
  it('joins the runs and leaves the stock row without targets', () => {
    const table = markdownTable([
      {
        name: 'stock',
        runs: stock.runs,
        offLcps: [],
        jsBytes: stock.jsBytes,
        stockJsBytes: stock.jsBytes,
        checks: null,
      },
      {
        name: 'home',
        runs: [run(1000), run(1010, 99)],
        offLcps: [1000],
        jsBytes: 5 * KB,
        stockJsBytes: stock.jsBytes,
        checks: [],
      },
    ]).split('\n');
    expect(table[0]).toBe(
      '| template | perf runs | LCP runs (ms) | TBT runs | JS KB | JS × stock | max LCP on/off | targets |',
    );
    expect(table[2]).toBe('| stock | 90/88/92 | 2000/2100/1900 | 150/160/140 | 200.0 | 1.00 | – | – |');
    expect(table[3]).toBe('| home | 100/99 | 1000/1010 | 0/0 | 5.0 | 0.03 | 1.01 | pass |');
  });
});
