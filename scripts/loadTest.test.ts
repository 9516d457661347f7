import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadRow, percentile } from './loadTest';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 40 }, (_, index) => index + 1);
    expect(percentile(values, 0.975)).toBe(39);
    expect(percentile(values, 0.5)).toBe(20);
    expect(percentile([7], 0.975)).toBe(7);
    expect(percentile([], 0.975)).toBeNaN();
  });
});

describe('loadRow', () => {
  it('counts requests and errors against a real server', async () => {
    const server = createServer((req, res) => res.writeHead(req.url === '/bad' ? 500 : 200).end('x'));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    const good = await loadRow(origin, '/', 0.3, 2);
    const bad = await loadRow(origin, '/bad', 0.3, 2);
    server.close();
    expect(good.requests).toBeGreaterThan(0);
    expect(good.errors).toBe(0);
    expect(bad.errors).toBe(bad.requests);
  });
});
