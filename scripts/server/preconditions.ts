import type { IncomingHttpHeaders } from 'node:http';

/** What a conditional request is compared with: the ETag and modification time of a file. */
export interface Validators {
  etag: string;
  lastModifiedMs: number;
}

/** Whether an If-None-Match list (weak or strong tags, or `*`) names the ETag: weak comparison. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Whether a request's preconditions fail (412), in RFC 9110 section 13.2.2's order: If-Match by
 * strong comparison (every ETag we send is weak, so only `*` passes), else If-Unmodified-Since;
 * then, for a POST, If-None-Match. `validators` null: the target has no current representation.
 * The 304s of GET and HEAD are send's (staticFiles.ts).
 */
export function preconditionFails(
  method: string,
  headers: IncomingHttpHeaders,
  validators: Validators | null,
): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    const strong = (tag: string) => tag === '*' || (!tag.startsWith('W/') && tag === validators?.etag);
    if (!validators || !ifMatch.split(',').some((tag) => strong(tag.trim()))) return true;
  } else {
    const since = Date.parse(headers['if-unmodified-since'] ?? '');
    if (validators && !Number.isNaN(since) && Math.floor(validators.lastModifiedMs / 1000) > since / 1000)
      return true;
  }
  const unsafe = method !== 'GET' && method !== 'HEAD';
  return (
    unsafe &&
    validators !== null &&
    headers['if-none-match'] !== undefined &&
    etagMatches(headers['if-none-match'], validators.etag)
  );
}
