import type { BrowserSession } from '@/lib/auth/browserSession';
import { publicConfigFrom } from '@/lib/config/publicConfig';

/**
 * The session ClientRuntime hands a page: an anonymous reader of the default site, outside the app and WeChat,
 * unless the overrides or the site's environment say otherwise. No client module is imported here, so tests that
 * reset the module registry can use it too.
 */
export function anonymousSession(
  overrides: Partial<BrowserSession> = {},
  env: Record<string, string> = {},
): BrowserSession {
  return {
    config: publicConfigFrom(env, ''),
    routeRequiresAuth: false,
    inApp: false,
    inWeChat: false,
    tokenEnable: false,
    ...overrides,
  };
}
