import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from './fixtures';

/** Whether a TCP connection to host:port opens. */
const opens = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    const answer = (opened: boolean) => {
      socket.destroy();
      resolve(opened);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });

test('npm run serve listens on loopback only: the machine’s network addresses are refused', async () => {
  const port = Number(process.env.E2E_PORT);
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);
  test.skip(external.length === 0, 'this machine has no network address but loopback');
  expect(await opens('127.0.0.1', port)).toBe(true);
  for (const address of external) expect(await opens(address, port), address).toBe(false);
});
