// Fire-and-forget calls (the read and share events, ad shows and clicks) that need no answer. Every article
// page sends them, so in a plain browser they leave as a keepalive fetch with the same parameters, signature
// and token the API client would send, without loading the client. Whatever the session machinery of spec
// section 7 must handle goes through the client instead (lib/auth/browserApi.ts, loaded on demand): inside
// WeChat or the app, in the xyAuth modes, in token mode before the reader holds a token, and any answer of
// 1004, 10111 or 10102/10103, which the client then repairs and retries as it does for every call.
import { isEnvelope } from '@/lib/api/status';
import { APP_LOGIN_REQUIRED, STATUS } from '@/lib/contract/status';
import { BEACON_OPERATIONS } from '@/lib/api/beaconOperations';
import { signedPayload } from '@/lib/api/request';
import type { CallParams } from '@/lib/api/requestContext';
import { browserContext, browserSession, storage, type BrowserSession } from '@/lib/auth/browserSession';
import { readToken } from '@/lib/auth/tokens';
import { needsAppAuth } from '@/lib/config/publicConfig';
import { browserServicePath } from '@/lib/config/browserServicePath';

export type BeaconOperation = keyof typeof BEACON_OPERATIONS;

const SESSION_STATUSES = new Set<number>([STATUS.authReset, STATUS.tokenExpired, ...APP_LOGIN_REQUIRED]);

function needsClient(session: BrowserSession, token: string | null): boolean {
  return (
    session.inApp ||
    session.inWeChat ||
    needsAppAuth(session.config, session.routeRequiresAuth) ||
    (session.tokenEnable && token === null)
  );
}

async function viaClient(name: BeaconOperation, params: CallParams): Promise<void> {
  const { browserApi } = await import('@/lib/auth/browserApi');
  await browserApi().call(name, params);
}

/** Sends a form-encoded fire-and-forget call; rejects on a network failure or a refusal, like the client. */
export async function sendBeacon(name: BeaconOperation, params: CallParams): Promise<void> {
  const session = browserSession();
  const token = readToken(storage('localStorage'), 'security');
  if (needsClient(session, token)) return viaClient(name, params);

  const operation = BEACON_OPERATIONS[name];
  const { config } = session;
  const payload = await signedPayload(operation, params, {
    context: () => browserContext(session),
    signKey: config.signKey,
    now: Date.now,
  });
  const url = `${window.location.origin}${config.basePath}${browserServicePath(operation.service)}/${operation.path}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: token ? { token } : {},
    body: new URLSearchParams(payload),
    keepalive: true,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (isEnvelope(body) && SESSION_STATUSES.has(body.status)) return viaClient(name, params);
  if (!isEnvelope(body) || body.status < 0) {
    throw new Error(`${name} refused: ${isEnvelope(body) ? body.status : response.status}`);
  }
}
