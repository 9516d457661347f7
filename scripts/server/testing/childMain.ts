/**
 * A site server in a process of its own, for tests that measure what a hostile client costs it:
 * its CPU time and open file handles are then its own, and a blocked event loop there cannot
 * stall the test's client. Started by `startChildServer` (childServer.ts) with its options as
 * JSON in SITE_SERVER_OPTIONS; prints `listening <port>` once it takes connections.
 */
import { parseNetlifyConfig } from '../netlifyConfig';
import { createSiteServer, type ServerOptions } from '../server';
import type { ChildServerOptions } from './childServer';

const { configToml, ...options } = JSON.parse(process.env.SITE_SERVER_OPTIONS ?? '{}') as ChildServerOptions;
const server = createSiteServer({
  ...options,
  config: parseNetlifyConfig(configToml),
} satisfies ServerOptions);
server.listen(0, '::', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
process.on('disconnect', () => process.exit(0));
