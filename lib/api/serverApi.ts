import 'server-only';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { headlessSession, type ApiSession, type SessionTokens } from '@/lib/api/apiSession';
import { memoryTokens, overlayTokens } from '@/lib/api/memoryTokens';
import { needsAppAuth } from '@/lib/config/publicConfig';
import { serverConfig } from '@/lib/config/serverConfig';
import { createApiClient, type ApiClient, type ApiRuntime } from '@/lib/api/createApiClient';
import { DEFAULT_TIMEOUT_MS } from '@/lib/api/transport';
import { timeoutSignal } from '@/lib/api/fetchOptions';

const { publicConfig, bases } = serverConfig();

// Server calls are anonymous; only the app-level auth (xyAuth 2) is kept, per process, in memory.
const processTokens = memoryTokens();

const deadlines = new WeakMap<object, AbortSignal>();

/**
 * One deadline per request, started by its first call: every later call of the same page ends with it, so a hung
 * backend costs a reader one request timeout, not one per call. Held by Next's store of the request's work, which
 * the page's render and, when it fails, the render of its error page share (React's cache is one per render).
 * Outside a request each call keeps its own timeout.
 */
function requestDeadline(): AbortSignal | undefined {
  const request = workAsyncStorage.getStore();
  if (!request) return undefined;
  let deadline = deadlines.get(request);
  if (!deadline) {
    deadline = timeoutSignal(DEFAULT_TIMEOUT_MS);
    deadlines.set(request, deadline);
  }
  return deadline;
}

const runtime = (session: ApiSession): ApiRuntime => ({
  bases,
  context: () => ({
    siteId: publicConfig.siteId,
    appID: publicConfig.appID,
    device: 'xy-site-server',
    curVersions: publicConfig.curVersions,
    apiVersion: publicConfig.apiVersion,
  }),
  signKey: publicConfig.signKey,
  deadline: requestDeadline,
  desKey: publicConfig.desKey,
  session,
});

// A server cannot reload: on 1004 it fetches new app auth and retries once.
const serverSession = (tokens: SessionTokens, overrides: Partial<ApiSession> = {}) =>
  headlessSession(tokens, { needsAppAuth: () => needsAppAuth(publicConfig, false), ...overrides });

export const serverApi = createApiClient(runtime(serverSession(processTokens)));

/**
 * A client for one request that calls as a signed-in member, with the access token of their session cookie
 * (none: no token header at all). It never renews: the reader's browser holds the refresh token and keeps the
 * session's copy fresh, so a 10111 here means the session is over.
 */
export function memberServerApi(token: string | null): ApiClient {
  const own = memoryTokens();
  if (token) own.write('security', token);
  const tokens = overlayTokens(processTokens, own, ['security', 'access', 'refresh']);
  return createApiClient(runtime(serverSession(tokens, { renewsToken: false })));
}
