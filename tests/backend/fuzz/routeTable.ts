import type { FastifyInstance, InjectOptions } from 'fastify';
import { operationPath, SERVICE_OF, type OperationName } from '../../../lib/contract/operations';
import { LIVE_SOCKET_PATH } from '../../../lib/contract/liveSocket';
import { UPLOADED_FILES_PATH } from '../../../lib/contract/uploads';

/** A method as `inject` takes it. */
export type Method = NonNullable<InjectOptions['method']>;

export interface FuzzRoute {
  method: Method;
  url: string;
  /** `other` is a route neither in the contract nor under /ingest, which the suite refuses to pass. */
  kind: 'operation' | 'ingest' | 'other';
}

const operationPaths = new Set(Object.keys(SERVICE_OF).map((name) => operationPath(name as OperationName)));
// The upload service's stored files are part of the contract too (lib/contract/uploads.ts), fuzzed alike.
operationPaths.add(`${UPLOADED_FILES_PATH}/:name`);
// And the live hub (lib/contract/liveSocket.ts): fuzzed as plain HTTP, which it refuses.
operationPaths.add(`${LIVE_SOCKET_PATH}/:token`);

/** How many routes the contract names: each operation once, the upload service's files and the live hub. */
export const CONTRACT_ROUTES = operationPaths.size;

/**
 * Records every route the app registers from now on (call it before `ready()`): the suite fuzzes what the app
 * has, so a new operation or ingest route is fuzzed without editing the suite. HEAD twins of GET routes are
 * Fastify's own and left out; `/health` is registered before anyone can listen and takes no input.
 */
export function recordRoutes(app: FastifyInstance): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as Method[]) {
      if (method === 'HEAD') continue;
      const kind = route.url.startsWith('/ingest/')
        ? 'ingest'
        : operationPaths.has(route.url)
          ? 'operation'
          : 'other';
      routes.push({ method, url: route.url, kind });
    }
  });
  return routes;
}
