import 'server-only';
import { memoryStore } from '@/lib/auth/keyValueStore';
import { needsAppAuth } from '@/lib/config/publicConfig';
import { serverConfig } from '@/lib/config/serverConfig';
import { createApiClient, HEADLESS_HOOKS } from '@/lib/api/createApiClient';

const { publicConfig, bases } = serverConfig();

// Server calls are anonymous; only the app-level auth (xyAuth 2) is kept, per process, in memory.
export const serverApi = createApiClient({
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
  store: memoryStore(),
  needsAppAuth: () => needsAppAuth(publicConfig, false),
  // A server cannot reload: it fetches new app auth and retries once.
  onAuthReset: () => 'retry',
  ...HEADLESS_HOOKS,
});
