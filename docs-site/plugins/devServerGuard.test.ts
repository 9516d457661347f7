import { describe, expect, it } from 'vitest';
import { isLocalSocket } from './devServerGuard';

describe('isLocalSocket', () => {
  it.each([
    [{ host: 'localhost:3001', origin: 'http://localhost:8888' }],
    [{ host: '127.0.0.1:3001', origin: 'http://127.0.0.1:8888' }],
    [{ host: '[::1]:3001', origin: 'http://[::1]:8888' }],
    [{ host: 'docs.localhost:3001', origin: 'http://docs.localhost:3001' }],
    [{ host: '192.168.1.20:8888', origin: 'http://192.168.1.20:8888' }],
    [{ host: 'localhost:3001' }],
  ])('opens a socket for a page on this machine: %o', (headers) => {
    expect(isLocalSocket(headers)).toBe(true);
  });

  it.each([
    [{ host: 'localhost:3001', origin: 'http://evil.example' }],
    [{ host: '127.0.0.1:3001', origin: 'https://127.0.0.1.nip.io' }],
    [{ host: 'evil.example:3001', origin: 'http://evil.example:3001' }],
    [{ host: '127.0.0.1.nip.io:3001' }],
    [{ host: 'localhost:3001', origin: 'null' }],
    [{ origin: 'http://localhost:3001' }],
    [{ host: 'local host', origin: 'http://localhost' }],
  ])('refuses a socket from another name: %o', (headers) => {
    expect(isLocalSocket(headers)).toBe(false);
  });
});
