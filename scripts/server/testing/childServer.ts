import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from '../server';

/** A site server running in a child process, and what can be read about that process. */
export interface ChildServer {
  port: number;
  pid: number;
  /** Open file descriptors of the server process (sockets and files). */
  handles(): number;
  /** CPU seconds (user + system) the server process has used so far, all its threads. */
  cpuSeconds(): number;
  /** CPU seconds of its main thread alone (the event loop), without the thread pool's. */
  mainThreadCpuSeconds(): number;
  stop(): Promise<void>;
  /** What the server wrote to stdout and stderr. */
  output(): string;
}

const CLOCK_TICKS = 100;

/** The server's options as JSON: netlify.toml as text. */
export type ChildServerOptions = Omit<ServerOptions, 'config' | 'images'> & { configToml: string };

/** User + system CPU seconds from a /proc stat file: fields 14 and 15, after the command name. */
function cpuOf(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Starts `createSiteServer` with these options in a child process and waits until it listens. */
export function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./childMain.ts', import.meta.url))],
    {
      env: { ...process.env, SITE_SERVER_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  const pid = child.pid ?? 0;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited (${code}): ${output}`)));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (!port) return;
      child.removeAllListeners('exit');
      resolve({
        port: Number(port),
        pid,
        handles: () => readdirSync(`/proc/${pid}/fd`).length,
        cpuSeconds: () => cpuOf(`/proc/${pid}/stat`),
        // The main thread's id is the process id.
        mainThreadCpuSeconds: () => cpuOf(`/proc/${pid}/task/${pid}/stat`),
        output: () => output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill();
          }),
      });
    });
  });
}
