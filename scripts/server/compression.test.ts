import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './testing/childServer';
import { concurrentGets, exchange, getRequest, idleBaseline, report } from './testing/rawClient';
import { TEST_CONFIG_TOML, writeTestSite } from './testing/site';

// A first compressed answer of a large file must not stall other clients (issue 26, item 5).
let server: ChildServer;

beforeAll(async () => {
  const site = writeTestSite();
  server = await startChildServer({
    root: site.root,
    formsFile: site.formsFile,
    configToml: TEST_CONFIG_TOML,
  });
}, 30_000);

afterAll(() => server?.stop());

describe('compression', () => {
  it('of a 430 KB script, the first time, leaves a concurrent page unwaited', async () => {
    const idle = await idleBaseline(server.port);
    const compressed = ['br', 'gzip'].map((encoding) =>
      exchange(
        server.port,
        getRequest('/docs/assets/js/main.js', { 'Accept-Encoding': encoding, Connection: 'close' }),
      ),
    );
    const wait = await concurrentGets(server.port);
    const answers = await Promise.all(compressed);
    report('first br and gzip of 430 KB: concurrent GET ms, idle ms', [Math.round(wait), Math.round(idle)]);
    expect(answers.map((answer) => answer.responses[0]?.headers['content-encoding'])).toEqual(['br', 'gzip']);
    expect(wait / idle).toBeLessThan(25);
  }, 30_000);
});
