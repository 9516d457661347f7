import { posix } from 'node:path';

/** A request's target, checked and normalised: what file lookup, rules and headers all read. */
export interface RequestTarget {
  /** Decoded, normalised path: no `..`, no `.`, no doubled slashes; a trailing slash kept. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
}

// Control characters can only be an attack or a mistake in a path; they would also end up in headers.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A control character percent-encoded: `%00`-`%1F` and `%7F`. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * Reads a raw request target (`/a/b?x`, or the absolute form `http://host/a/b?x`) into a
 * normalised path, or null when it is not one we can serve safely: unparsable, a
 * scheme-relative `//host` target, bad percent-encoding, or a control character. The caller
 * answers null with 400; nothing here throws.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | null {
  if (!raw) return null;
  let pathPart: string;
  let search: string;
  if (raw.startsWith('/')) {
    // "//host/..." is how a browser writes a scheme-relative URL: never a path of ours.
    if (raw.startsWith('//')) return null;
    const query = raw.indexOf('?');
    pathPart = query === -1 ? raw : raw.slice(0, query);
    search = query === -1 ? '' : raw.slice(query);
    const hash = pathPart.indexOf('#');
    if (hash !== -1) pathPart = pathPart.slice(0, hash);
  } else {
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      pathPart = url.pathname;
      search = url.search;
    } catch {
      return null;
    }
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return null;
  }
  // The query is handed on as sent; only what it would decode to is checked. A query that does
  // not decode (`?utm=50%`) is no reason to refuse a file that never reads it.
  if (CONTROL.test(decoded) || CONTROL.test(search) || ENCODED_CONTROL.test(search)) return null;
  // An absolute path normalises without any leading `..`: nothing climbs above the root.
  const normalised = posix.normalize(decoded.replace(/\\/g, '/'));
  return { path: normalised.startsWith('/') ? normalised : `/${normalised}`, search };
}

/** A decoded path written back as a URL path: each segment percent-encoded, slashes kept. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
