import type { LoadContext, Plugin } from '@docusaurus/types';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Host names the dev server answers to. Docusaurus sets webpack-dev-server's `allowedHosts: 'all'`,
 * so any name (a DNS-rebinding page on `evil.example`) could read it; this list puts back the
 * server's own check: these names, and any IP address literal (which a rebinding page cannot
 * send as its Host).
 */
export const DEV_ALLOWED_HOSTS = ['localhost', '.localhost'];

/** `localhost`, its subdomains, or an IP address literal: names a DNS-rebinding page cannot send. */
function isLocalName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name.replace(/^\[|\]$/g, '')) !== 0;
}

/** The host name of a `Host` header or an origin, lower case, without port; undefined when unparsable. */
function hostName(value: string): string | undefined {
  try {
    return new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether a hot-reload socket may open, by webpack-dev-server's own rules: a local Host, and an
 * Origin that is local too or the Host itself. A request without Origin is not from a web page,
 * so it cannot be a cross-site one.
 */
export function isLocalSocket(headers: { host?: string; origin?: string }): boolean {
  const host = headers.host === undefined ? undefined : hostName(headers.host);
  if (host === undefined || !isLocalName(host)) return false;
  if (headers.origin === undefined) return true;
  const origin = hostName(headers.origin);
  return origin !== undefined && (origin === host || isLocalName(origin));
}

/**
 * `docusaurus start` only: answers local names alone and refuses a cross-origin socket at the
 * handshake (403) instead of upgrading it first.
 */
export default function devServerGuard(_context: LoadContext): Plugin {
  return {
    name: 'dev-server-guard',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return undefined;
      // Docusaurus merges `devServer` into webpack-dev-server's options; webpack's type does not name it.
      const devServer = {
        allowedHosts: DEV_ALLOWED_HOSTS,
        webSocketServer: {
          type: 'ws',
          options: {
            verifyClient: (
              info: { req: IncomingMessage },
              accept: (ok: boolean, code?: number, message?: string) => void,
            ) => (isLocalSocket(info.req.headers) ? accept(true) : accept(false, 403, 'Forbidden')),
          },
        },
      };
      return { devServer } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
