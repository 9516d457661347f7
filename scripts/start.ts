/** `npm start`: builds when dist/ is missing or older than its sources, then serves it. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INPUTS, BUILD_STAMP, ROOT } from './paths';
import { serveDist } from './serve';

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      stat.mtimeMs,
    );
}

const builtAt = existsSync(BUILD_STAMP) ? statSync(BUILD_STAMP).mtimeMs : 0;
const changedAt = Math.max(...BUILD_INPUTS.map(newestChange));
if (changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'No build yet: building the site…' : 'Sources changed since the last build: rebuilding…',
  );
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
serveDist(Number(process.env.PORT ?? 8888));
