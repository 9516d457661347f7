import { execFileSync } from 'node:child_process';

/**
 * A port the system says is free now. Synchronous because Playwright configs are evaluated
 * synchronously; callers keep the answer in the environment, so the runner chooses once and its
 * workers (which evaluate the config again) inherit it.
 */
export function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
  ])
    .toString()
    .trim();
}
