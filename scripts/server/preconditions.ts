import type { IncomingHttpHeaders } from 'node:http';
import { etagMatches } from './negotiation';

/** What a conditional request is compared with: the ETag and modification time of a file. */
export interface Validators {
  etag: string;
  lastModifiedMs: number;
}

/** Whether an If-Match list holds the ETag by strong comparison: a weak tag never matches. */
function strongMatch(ifMatch: string, etag: string): boolean {
  return ifMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (!trimmed.startsWith('W/') && !etag.startsWith('W/') && trimmed === etag);
  });
}

/** An HTTP date as whole seconds, or null when it is not one (or lies in the future). */
function httpDate(value: string | undefined, now: number): number | null {
  if (value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) || time > now ? null : Math.floor(time / 1000);
}

/**
 * The outcome of a request's preconditions in RFC 9110 section 13.2.2's order: If-Match (else
 * If-Unmodified-Since), then If-None-Match (else If-Modified-Since, for GET and HEAD). 200 goes
 * on as usual, 304 is "not modified" (GET and HEAD only), 412 is "precondition failed".
 * `validators` null: the target has no current representation.
 */
export function preconditionStatus(
  method: string,
  headers: IncomingHttpHeaders,
  validators: Validators | null,
  now = Date.now(),
): 200 | 304 | 412 {
  const safe = method === 'GET' || method === 'HEAD';
  const modified = validators ? Math.floor(validators.lastModifiedMs / 1000) : 0;
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    if (!validators || !strongMatch(ifMatch, validators.etag)) return 412;
  } else {
    const since = httpDate(headers['if-unmodified-since'], Infinity);
    if (validators && since !== null && modified > since) return 412;
  }
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (validators && etagMatches(ifNoneMatch, validators.etag)) return safe ? 304 : 412;
  } else if (safe && validators) {
    const since = httpDate(headers['if-modified-since'], now);
    if (since !== null && modified <= since) return 304;
  }
  return 200;
}
