// The app-level auth of the xyAuth modes (spec section 4): authinfo, then auth, once at a time; the authToken and
// secret it yields are kept with the session's tokens (the original kept them in local storage) and sign every
// call's headers.
import { ApiError } from '@/lib/api/apiError';
import type { SessionTokens } from '@/lib/api/apiSession';
import { interpretEnvelope } from '@/lib/api/envelope';
import type { OperationName } from '@/lib/api/operations';
import type { CallParams } from '@/lib/api/requestContext';
import type { Answer } from '@/lib/api/transport';

export interface AppAuthDeps {
  /** A session call (authinfo, auth) as the client sends it. */
  send(name: OperationName, params: CallParams): Promise<Answer>;
  tokens: SessionTokens;
  desKey: string;
  now(): number;
}

// Only the xyAuth modes need the app auth and its 3DES: loaded when first needed, not on every page.
const crypto = () => import('@/lib/api/appAuth');

const refused = (name: OperationName) => new ApiError(name, 'status', { messageKey: 'authFailed' });

export function createAppAuthorization({ send, tokens, desKey, now }: AppAuthDeps) {
  let authorizing: Promise<void> | null = null;

  async function authorize() {
    const { authSign, decryptAuthInfo } = await crypto();
    const info = await send('authinfo', {});
    const credentials = decryptAuthInfo(info.headers.get('api-data') ?? '', desKey);
    if (!credentials) throw refused('authinfo');
    const time = String(now());
    const reply = await send('auth', {
      appKey: credentials.appKey,
      time,
      sign: await authSign(credentials, time),
    });
    const outcome = interpretEnvelope(reply.envelope);
    if (outcome.kind !== 'data') throw refused('auth');
    const { authToken, authTime } = outcome.data as { authToken?: unknown; authTime?: unknown };
    if (typeof authToken !== 'string') throw refused('auth');
    const lifetime = typeof authTime === 'number' ? Math.max(authTime - now(), 0) : undefined;
    tokens.write('authToken', authToken, lifetime);
    tokens.write('authSecret', credentials.appSecret, lifetime);
  }

  /** The headers of an authenticated call (authToken, time, sign), authorizing first when nothing is held. */
  async function headers(): Promise<Record<string, string>> {
    if (!tokens.read('authToken') || !tokens.read('authSecret')) {
      authorizing ??= authorize().finally(() => {
        authorizing = null;
      });
      await authorizing;
    }
    const authToken = tokens.read('authToken');
    const secret = tokens.read('authSecret');
    if (!authToken || !secret) return {};
    const { authHeaders } = await crypto();
    return authHeaders(authToken, secret, String(now()));
  }

  return { headers };
}
