/** The encodings the server can send. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Picks the response encoding from `Accept-Encoding`: tokens are matched exactly and
 * case-insensitively, `q=0` refuses one, `*` stands for any not named; brotli is preferred
 * over gzip at equal weight. Identity when nothing acceptable is offered.
 */
export function pickEncoding(accept: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params
      .map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
