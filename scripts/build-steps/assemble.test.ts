import { describe, expect, it } from 'vitest';
import { ASSEMBLE_STEPS, assembleDist, stepTable } from './assemble';

const options = { marketingBuild: 'm', docsBuild: 'd', docsSite: 's', out: 'o' };

describe('the assembly', () => {
  it('runs its steps in the order listed and times each', async () => {
    const ran: string[] = [];
    const steps = ['first', 'second', 'third'].map((name) => ({ name, run: () => void ran.push(name) }));
    const { steps: times } = await assembleDist(options, steps);
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(times.map((time) => time.name)).toEqual(['first', 'second', 'third']);
    expect(times.every((time) => time.ms >= 0)).toBe(true);
  });

  it('names the step that failed and stops there', async () => {
    const ran: string[] = [];
    const steps = [
      { name: 'fine', run: () => void ran.push('fine') },
      {
        name: 'broken',
        run: () => {
          throw new Error('no 404 page');
        },
      },
      { name: 'never', run: () => void ran.push('never') },
    ];
    await expect(assembleDist(options, steps)).rejects.toThrow('build step "broken" failed: no 404 page');
    expect(ran).toEqual(['fine']);
  });

  it('declares each step once, by a name the timing table can show', () => {
    const names = ASSEMBLE_STEPS.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('copy the two builds');
    // The compressed copies are made last, of every file as it is published.
    expect(names.slice(-2)).toEqual(['search index', 'brotli and gzip copies']);
  });

  it('adds the CPU time of each step when it was measured', () => {
    expect(stepTable([{ name: 'feeds', ms: 2000, cpuMs: 500 }])).toBe(
      ['  feeds     2.00 s  100 %  cpu    0.50 s', '  total     2.00 s  100 %  cpu    0.50 s'].join('\n'),
    );
  });

  it('prints a table of the steps with their seconds, shares and total', () => {
    expect(
      stepTable([
        { name: 'copy', ms: 1000 },
        { name: 'social cards', ms: 3000 },
      ]).split('\n'),
    ).toEqual([
      '  copy             1.00 s   25 %',
      '  social cards     3.00 s   75 %',
      '  total            4.00 s  100 %',
    ]);
  });
});
