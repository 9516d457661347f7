import { createServer } from 'node:net';

/** A port nothing listens on now: the system picks it, so a server left running elsewhere never blocks a run. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once `url` answers at all; each attempt waits for the connection to be refused or answered. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer in ${timeoutMs / 1000} s: ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
