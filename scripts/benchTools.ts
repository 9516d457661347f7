/**
 * Lighthouse and its Chrome launcher for `npm run bench`, from `bench/tools/`: a folder with its
 * own package.json and lockfile, installed here on first use. They are the bench's alone, and
 * kept out of the project's install, which every `npm ci && npm test` pays for: 54 packages,
 * 125 MB of the 932 MB that install unpacked (docs/decisions/2026-11-28-test-time-fourth-round.md).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths';

const TOOLS = join(ROOT, 'bench', 'tools');

/** What the bench reads of a Lighthouse run. */
export interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
}

export interface BenchTools {
  lighthouse(
    url: string,
    flags: { port: number; output: 'json'; logLevel: 'error'; blockedUrlPatterns: string[] },
  ): Promise<LighthouseResult | undefined>;
  chromeLauncher: {
    launch(options: {
      chromePath: string;
      chromeFlags: string[];
    }): Promise<{ port: number; kill(): unknown }>;
  };
}

/** Installs bench/tools as its lockfile pins it, unless installed, and loads it. */
export async function loadBenchTools(): Promise<BenchTools> {
  if (!existsSync(join(TOOLS, 'node_modules', 'lighthouse', 'package.json'))) {
    console.log('Installing the bench tools (bench/tools: Lighthouse) ...');
    execSync('npm ci --no-audit --no-fund', { cwd: TOOLS, stdio: 'inherit' });
  }
  return (await import(pathToFileURL(join(TOOLS, 'index.js')).href)) as BenchTools;
}
