import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { encodedCopyPath, MIN_COMPRESSED_BYTES, precompressFolder } from './encoded';

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy of each text file worth compressing, and of nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const write = (path: string, body: string | Buffer) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), body);
    };
    const page = `<p>${'Recurring invoices, reconciled. '.repeat(200)}</p>`;
    write('index.html', page);
    write('docs/guide.md', page);
    write('tiny.txt', 'x'.repeat(MIN_COMPRESSED_BYTES - 1));
    write('photo.png', Buffer.alloc(4096, 1));
    write('.build-stamp', page);
    const result = await precompressFolder(root);
    expect(result.files).toBe(2);
    for (const file of ['index.html', 'docs/guide.md']) {
      const source = join(root, file);
      expect(brotliDecompressSync(readFileSync(encodedCopyPath(root, source, 'br'))).toString()).toBe(page);
      expect(gunzipSync(readFileSync(encodedCopyPath(root, source, 'gzip'))).toString()).toBe(page);
    }
    for (const file of ['tiny.txt', 'photo.png', '.build-stamp'])
      expect(existsSync(encodedCopyPath(root, join(root, file), 'br'))).toBe(false);
  });
});
