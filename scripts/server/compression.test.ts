import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './testing/childServer';
import { concurrentGets, exchange, getRequest, idleBaseline, report } from './testing/rawClient';
import { TEST_CONFIG_TOML, writeTestSite } from './testing/site';

// A first compressed answer of a large file must not stall other clients (issue 26, item 5).
let server: ChildServer;

/** Four scripts of about 430 KB, like minified bundles: text, but far from repetitive. */
const SCRIPTS = [1, 2, 3, 4].map((index) => `/assets/bundle-${index}.js`);

beforeAll(async () => {
  const site = writeTestSite();
  for (const path of SCRIPTS) {
    const lines = Array.from(
      { length: 11_000 },
      (_, line) => `export const v${line} = "${randomBytes(12).toString('base64')}";\n`,
    );
    mkdirSync(join(site.root, 'assets'), { recursive: true });
    writeFileSync(join(site.root, path), lines.join(''));
  }
  server = await startChildServer({
    root: site.root,
    formsFile: site.formsFile,
    configToml: TEST_CONFIG_TOML,
  });
}, 30_000);

afterAll(() => server?.stop());

describe('compression', () => {
  it('of four 430 KB scripts, the first time, leaves a concurrent page unwaited', async () => {
    const idle = await idleBaseline(server.port);
    const mainBefore = server.mainThreadCpuSeconds();
    const compressed = SCRIPTS.flatMap((path) =>
      ['br', 'gzip'].map((encoding) =>
        exchange(server.port, getRequest(path, { 'Accept-Encoding': encoding, Connection: 'close' })),
      ),
    );
    const wait = await concurrentGets(server.port);
    const answers = await Promise.all(compressed);
    const mainCpu = server.mainThreadCpuSeconds() - mainBefore;
    report('first br and gzip of four 430 KB scripts: concurrent GET ms, idle ms, main-thread CPU s', [
      Math.round(wait),
      Math.round(idle),
      mainCpu,
    ]);
    expect(answers.map((answer) => answer.responses[0]?.headers['content-encoding'])).toEqual(
      SCRIPTS.flatMap(() => ['br', 'gzip']),
    );
    // The event loop itself did next to nothing (compressing on it took about 0.5 s); the wait is
    // bounded generously, as the thread pool still shares this machine's cores.
    expect(mainCpu).toBeLessThan(0.15);
    expect(wait / idle).toBeLessThan(100);
  }, 30_000);
});
