import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import type { NetlifyConfig } from './netlifyConfig';
import { encodePath } from './requestTarget';

/** The engines see requests on this origin; only paths, queries and headers matter to them. */
const ORIGIN = 'http://localhost';

/** What a redirect rule does with a request, as Netlify's own engine decides it. */
export interface RuleDecision {
  status: number;
  /** The rule applies even when a file exists at the path. */
  force: boolean;
  /** A 3xx answer with `location`; otherwise a rewrite to `targetPath` (200) or a not-found page (404). */
  redirect: boolean;
  /** A valid `Location` value: an absolute URL for other hosts, an encoded path for ours. */
  location: string;
  /** The decoded path of the target on this site, for rewrites and not-found pages. */
  targetPath: string;
}

const quietLogger = { log: () => {}, warn: console.warn, error: console.error };

/** Answers remembered per path; cleared when full, so a client sending endless paths cannot grow it. */
const CACHE_LIMIT = 5000;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * netlify.toml's redirects and headers applied by the engines Netlify's CLI uses
 * (`@netlify/redirects`, `@netlify/headers`, pinned), so localhost decides as production does.
 * Both take the normalised path of parseRequestTarget, the one file lookup uses too.
 */
export function createNetlifyRules(config: NetlifyConfig, root: string) {
  const redirects = new RedirectsHandler({
    configRedirects: config.redirects.map(({ from, to, status, force }) => ({ from, to, status, force })),
    jwtRoleClaim: '',
    jwtSecret: '',
    projectDir: root,
    publicDir: root,
  });
  const headers = new HeadersHandler({
    configHeaders: config.headers,
    projectDir: root,
    publishDir: '.',
    logger: quietLogger,
  });

  // Header rules depend on the path alone, so each path is matched once.
  const headerCache = new Map<string, Record<string, string>>();

  return {
    /** Whether any rule is forced: only then must a rule be checked before an existing file. */
    hasForcedRules: config.redirects.some((rule) => rule.force),

    /** The headers netlify.toml declares for a path. */
    async headersFor(path: string): Promise<Record<string, string>> {
      const known = headerCache.get(path);
      if (known) return known;
      return remember(headerCache, path, await headers.apply(new Request(`${ORIGIN}${encodePath(path)}`)));
    },

    /** The first redirect rule matching a path, or null. */
    async decide(path: string, search: string): Promise<RuleDecision | null> {
      const match = await redirects.match(new Request(`${ORIGIN}${encodePath(path)}${search}`));
      if (!match) return null;
      const { target } = match;
      const internal = !match.external;
      // The request's query travels with an internal redirect unless the target sets its own.
      const query = internal && !target.search && search ? search : target.search;
      let targetPath = target.pathname;
      try {
        targetPath = decodeURIComponent(target.pathname);
      } catch {
        // Keep the encoded form; it only names a file, which then is not found.
      }
      return {
        status: match.statusCode,
        force: match.force,
        redirect: match.redirect,
        location: internal ? `${target.pathname}${query}${target.hash}` : target.href,
        targetPath,
      };
    },
  };
}

export type NetlifyRules = ReturnType<typeof createNetlifyRules>;
