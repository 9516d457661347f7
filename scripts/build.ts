/**
 * `npm run build`: builds the docs and the marketing site side by side, then assembles
 * dist/ as Netlify publishes it.
 *
 * package.json starts it, and so both builds, with V8's young generation at 64 MB a half
 * (`--max-semi-space-size=64`; Node 20's default is 16). React Router's prerender and the
 * assembly make short-lived strings and trees by the page, and collect them often at 16 MB:
 * whole build 107 s → 99 s, the assembly's CPU 42.6 s → 33.5 s, the prerender alone 50-54 s →
 * 45-47 s. The unit tests, lint and the docs build alone took as long with it as without.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleDist, replaceFolder, stepTable } from './build-steps/assemble';
import { BUILD_STAMP, ROOT } from './paths';

function run(label: string, workspace: string): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.includes('Unknown user config'))
        .map((line) => `[${label}] ${line}\n`)
        .join('');
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Date.now() - started) : reject(new Error(`${label} build failed (exit ${code})`)),
    );
  });
}

const started = Date.now();
const [docsMs, marketingMs] = await Promise.all([
  run('docs', '@web/docs-site'),
  run('marketing', '@web/marketing'),
]);
const staging = join(ROOT, 'dist.tmp');
const { pages, llms, cards, steps } = await assembleDist({
  marketingBuild: join(ROOT, 'marketing', 'build', 'client'),
  docsBuild: join(ROOT, 'docs-site', 'build'),
  docsSite: join(ROOT, 'docs-site'),
  out: staging,
});
replaceFolder(staging, join(ROOT, 'dist'));
writeFileSync(BUILD_STAMP, new Date().toISOString());
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Built dist/: ${pages} pages in ${seconds(Date.now() - started)} (docs ${seconds(docsMs)}, marketing ${seconds(marketingMs)}; ` +
    `${cards.cards} social cards in ${seconds(cards.ms)}, ${cards.drawn} of them drawn, the rest cached).`,
);
console.log(`Assembly steps:\n${stepTable(steps)}`);
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Markdown for machines: ${llms.twins} docs twins, llms.txt ${kilobytes(llms.llmsTxtBytes)}, llms-full.txt ${kilobytes(llms.llmsFullTxtBytes)}.`,
);
