import 'server-only';
import { memoryStore, overlayStore, type KeyValueStore } from '@/lib/auth/keyValueStore';
import { TOKEN_KEYS } from '@/lib/auth/tokens';
import { writeToken } from '@/lib/auth/tokenWrites';
import { needsAppAuth } from '@/lib/config/publicConfig';
import { serverConfig } from '@/lib/config/serverConfig';
import { createApiClient, HEADLESS_HOOKS, type ApiClient, type ApiRuntime } from '@/lib/api/createApiClient';

const { publicConfig, bases } = serverConfig();

// Server calls are anonymous; only the app-level auth (xyAuth 2) is kept, per process, in memory.
const processStore = memoryStore();

const runtime = (store: KeyValueStore): ApiRuntime => ({
  bases,
  context: () => ({
    siteId: publicConfig.siteId,
    appID: publicConfig.appID,
    device: 'xy-site-server',
    curVersions: publicConfig.curVersions,
    apiVersion: publicConfig.apiVersion,
  }),
  signKey: publicConfig.signKey,
  desKey: publicConfig.desKey,
  store,
  needsAppAuth: () => needsAppAuth(publicConfig, false),
  // A server cannot reload: it fetches new app auth and retries once.
  onAuthReset: () => 'retry',
  ...HEADLESS_HOOKS,
});

export const serverApi = createApiClient(runtime(processStore));

const READER_TOKENS = [TOKEN_KEYS.security, TOKEN_KEYS.access, TOKEN_KEYS.refresh];

/**
 * A client for one request that calls as a signed-in member, with the access token of their session cookie
 * (none: no token header at all). It never renews: the reader's browser holds the refresh token and keeps the
 * session's copy fresh, so a 10111 here means the session is over.
 */
export function memberServerApi(token: string | null): ApiClient {
  const own = memoryStore();
  if (token) writeToken(own, 'security', token);
  return createApiClient({
    ...runtime(overlayStore(processStore, own, READER_TOKENS)),
    renewsToken: false,
  });
}
