// The API client shared by server and browser: request context, signing, auth headers, timeouts and the
// response table of spec section 7. Environment-specific behaviour comes in through an ApiRuntime.
import ky, { TimeoutError } from 'ky';
import type { Service } from '@/lib/config/env.mjs';
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import { readToken } from '@/lib/auth/tokens';
import { clearTokens, writeToken } from '@/lib/auth/tokenWrites';
import { ApiError } from '@/lib/api/apiError';
import { EMPTY, interpretEnvelope, type EmptyMarker } from '@/lib/api/envelope';
import { isEnvelope, type Envelope } from '@/lib/api/status';
import { OPERATIONS, type OperationName } from '@/lib/api/operations';
import type { Operation } from '@/lib/api/operationSpec';
import { buildParams, type CallParams, type RequestContext } from '@/lib/api/requestContext';
import { needsSignature, signParams, SIGNATURE_PARAM } from '@/lib/api/signing';

export const DEFAULT_TIMEOUT_MS = 5_000;
export const LONG_TIMEOUT_MS = 50_000;
export const RENEWAL_POLL_MS = 1_000;
export const APP_LOGIN_DELAY_MS = 1_000;

export type AuthResetAction = 'retry' | 'reload' | 'ignore';

export interface ApiRuntime {
  bases: Record<Service, string>;
  context(): RequestContext;
  signKey: string;
  desKey: string;
  store: KeyValueStore;
  /** Whether calls carry the app-level auth headers (the xyAuth modes of spec section 4). */
  needsAppAuth(): boolean;
  /** 1004, after the auth token and secret were cleared: retry (server), reload (browser) or give up. */
  onAuthReset(): AuthResetAction;
  inApp(): boolean;
  /** 10111 in the app webview: the app owns the token, so it is asked to refresh it. */
  askAppToRefresh(): void;
  /**
   * False when someone else renews the token: the server rendering a member's page with their session's token,
   * which the reader's browser renews. A 10111 then ends the call.
   */
  renewsToken?: boolean;
  /** After a renewal stored new tokens (the browser then hands a member's rotated pair to the server). */
  onTokensRenewed?(): void;
  /** 10102/10103, one second later: the member must sign in again. */
  onLoginRequired(refusal: { status: number; message: string }): void;
  /** A translated message (by key in the `errors` namespace) for the reader. */
  notify(messageKey: string): void;
  /** Resolves once the route guard has what calls need (anonymous token, app auth). */
  whenReady(): Promise<void>;
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The runtime hooks of a client with no reader in front of it (the server, tests): no app, nobody to tell. */
export const HEADLESS_HOOKS = {
  inApp: () => false,
  askAppToRefresh: () => {},
  onLoginRequired: () => {},
  notify: () => {},
  whenReady: () => Promise.resolve(),
  now: () => Date.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
} satisfies Partial<ApiRuntime>;

export type ApiReply = unknown | EmptyMarker;

interface CallOptions {
  signal?: AbortSignal;
  /** Added to (and above) the client's own headers: a signed header set, the reader's address. */
  headers?: Record<string, string>;
}

interface RawReply {
  envelope: Envelope;
  headers: Headers;
  /** The security token the call went out with. */
  sentToken: string | null;
}

export function createApiClient(runtime: ApiRuntime) {
  const running = new Map<OperationName, AbortController>();
  let renewing: Promise<void> | null = null;
  let authorizing: Promise<void> | null = null;

  /** The call's parameters with the request context, signed where the service wants it. */
  function signedPayload(operation: Operation, params: CallParams) {
    const context = runtime.context();
    const payload = buildParams(context, params, runtime.now(), operation.keepEmpty);
    if (needsSignature(operation.service, context.apiVersion)) {
      payload[SIGNATURE_PARAM] = signParams(payload, runtime.signKey);
    }
    return payload;
  }

  async function raw(name: OperationName, params: CallParams, options: CallOptions = {}): Promise<RawReply> {
    const { signal } = options;
    const operation: Operation = OPERATIONS[name];
    const payload = signedPayload(operation, params);
    const headers: Record<string, string> = {};
    const token = readToken(runtime.store, 'security');
    if (token) headers.token = token;
    if (!operation.session && runtime.needsAppAuth()) Object.assign(headers, await appAuthHeaders());
    Object.assign(headers, options.headers);

    let controller: AbortController | undefined;
    if (operation.cancelPrevious) {
      running.get(name)?.abort();
      controller = new AbortController();
      running.set(name, controller);
    }
    const signals = [signal, controller?.signal].filter((s): s is AbortSignal => s !== undefined);
    const url = `${runtime.bases[operation.service]}/${operation.path}`;
    try {
      const response = await ky(url, {
        method: operation.method,
        headers,
        timeout: operation.long ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS,
        retry: 0,
        throwHttpErrors: false,
        keepalive: operation.keepalive,
        signal: signals.length ? AbortSignal.any(signals) : undefined,
        ...(operation.encoding === 'query'
          ? { searchParams: payload }
          : operation.encoding === 'json'
            ? { json: payload }
            : { body: new URLSearchParams(payload) }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!isEnvelope(body)) {
        throw new ApiError(name, 'http', { status: -response.status, messageKey: 'network' });
      }
      return { envelope: body, headers: response.headers, sentToken: token };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Cancelled on purpose (a newer getArticlesNew, or the caller's signal): not a failure to report.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      const kind = error instanceof TimeoutError ? 'timeout' : 'network';
      throw new ApiError(name, kind, { messageKey: 'network', cause: error });
    } finally {
      if (controller && running.get(name) === controller) running.delete(name);
    }
  }

  /** authinfo then auth, once at a time; the result lives in the store like the original's local storage. */
  async function obtainAppAuth() {
    // Only the xyAuth modes need the app auth and its 3DES: loaded when first needed, not on every page.
    const { authSign, decryptAuthInfo } = await import('@/lib/api/appAuth');
    const info = await raw('authinfo', {});
    const credentials = decryptAuthInfo(info.headers.get('api-data') ?? '', runtime.desKey);
    if (!credentials) throw new ApiError('authinfo', 'status', { messageKey: 'authFailed' });
    const time = String(runtime.now());
    const reply = await raw('auth', { appKey: credentials.appKey, time, sign: authSign(credentials, time) });
    const outcome = interpretEnvelope(reply.envelope);
    if (outcome.kind !== 'data') throw new ApiError('auth', 'status', { messageKey: 'authFailed' });
    const { authToken, authTime } = outcome.data as { authToken?: unknown; authTime?: unknown };
    if (typeof authToken !== 'string') throw new ApiError('auth', 'status', { messageKey: 'authFailed' });
    const lifetime = typeof authTime === 'number' ? Math.max(authTime - runtime.now(), 0) : undefined;
    writeToken(runtime.store, 'authToken', authToken, lifetime);
    writeToken(runtime.store, 'authSecret', credentials.appSecret, lifetime);
  }

  async function appAuthHeaders(): Promise<Record<string, string>> {
    if (!readToken(runtime.store, 'authToken') || !readToken(runtime.store, 'authSecret')) {
      authorizing ??= obtainAppAuth().finally(() => {
        authorizing = null;
      });
      await authorizing;
    }
    const authToken = readToken(runtime.store, 'authToken');
    const secret = readToken(runtime.store, 'authSecret');
    if (!authToken || !secret) return {};
    const { authHeaders } = await import('@/lib/api/appAuth');
    return authHeaders(authToken, secret, String(runtime.now()));
  }

  /** A new security token: by refresh token when there is one, else a new anonymous token. */
  async function renewToken() {
    const device = runtime.context().device;
    const refreshToken = readToken(runtime.store, 'refresh');
    const reply = refreshToken
      ? await raw('refreshAccessToken', { device, refreshToken })
      : await raw('anonymousToken', { device });
    const outcome = interpretEnvelope(reply.envelope);
    clearTokens(runtime.store, ['security', 'access', 'refresh']);
    if (outcome.kind !== 'data')
      throw new ApiError('refreshAccessToken', 'tokenExpired', { messageKey: 'loginExpired' });
    storeTokens(outcome.data);
    runtime.onTokensRenewed?.();
  }

  function storeTokens(data: unknown) {
    const { token, accessToken, refreshToken } = (data ?? {}) as Record<string, unknown>;
    const security = typeof token === 'string' ? token : accessToken;
    if (typeof security === 'string') writeToken(runtime.store, 'security', security);
    if (typeof accessToken === 'string') writeToken(runtime.store, 'access', accessToken);
    if (typeof refreshToken === 'string') writeToken(runtime.store, 'refresh', refreshToken);
  }

  /**
   * One renewal at a time (spec section 4); whoever arrives while it runs polls once per second until it is
   * over, then retries with the new token.
   */
  async function renewOnce() {
    if (renewing) {
      while (renewing) await runtime.sleep(RENEWAL_POLL_MS);
      return;
    }
    renewing = renewToken();
    try {
      await renewing;
    } finally {
      renewing = null;
    }
  }

  async function call(
    name: OperationName,
    params: CallParams = {},
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<ApiReply> {
    const operation = OPERATIONS[name];
    if (!operation.session) await runtime.whenReady();
    return attempt(name, params, { signal, headers }, { renewed: false, reauthorized: false });
  }

  async function attempt(
    name: OperationName,
    params: CallParams,
    options: CallOptions,
    tried: { renewed: boolean; reauthorized: boolean },
  ): Promise<ApiReply> {
    const operation = OPERATIONS[name];
    const reply = await raw(name, params, options);
    const outcome = interpretEnvelope(reply.envelope);
    switch (outcome.kind) {
      case 'data':
        return outcome.data;
      case 'empty':
        return EMPTY;
      case 'error':
        throw new ApiError(name, 'status', outcome);
      case 'authReset': {
        if (operation.session) throw new ApiError(name, 'authReset', { status: 1004 });
        clearTokens(runtime.store, ['authToken', 'authSecret']);
        const action = tried.reauthorized ? 'ignore' : runtime.onAuthReset();
        if (action === 'retry') return attempt(name, params, options, { ...tried, reauthorized: true });
        // The page is about to reload: leave the caller waiting rather than flash an error.
        if (action === 'reload') return new Promise<never>(() => {});
        throw new ApiError(name, 'authReset', { status: 1004 });
      }
      case 'tokenExpired':
        if (operation.session || tried.renewed || runtime.renewsToken === false) {
          throw new ApiError(name, 'tokenExpired', { status: 10111, messageKey: 'loginExpired' });
        }
        if (runtime.inApp()) {
          runtime.askAppToRefresh();
          runtime.notify('loginExpired');
          throw new ApiError(name, 'tokenExpired', { status: 10111, messageKey: 'loginExpired' });
        }
        // A call that went out with a token someone has renewed since only needs to go again.
        if (reply.sentToken === readToken(runtime.store, 'security')) await renewOnce();
        return attempt(name, params, options, { ...tried, renewed: true });
      case 'appLogin':
        setTimeout(
          () => runtime.onLoginRequired({ status: outcome.status, message: outcome.message }),
          APP_LOGIN_DELAY_MS,
        );
        throw new ApiError(name, 'loginRequired', { status: outcome.status, message: outcome.message });
    }
  }

  /** The anonymous token of token mode (spec section 4), fetched before the page proceeds. */
  async function ensureAnonymousToken() {
    if (readToken(runtime.store, 'security')) return;
    const reply = await raw('anonymousToken', { device: runtime.context().device });
    const outcome = interpretEnvelope(reply.envelope);
    if (outcome.kind === 'data') storeTokens(outcome.data);
  }

  /** The address of a GET operation that answers a file, not an envelope (verifyCode's picture). */
  function fileUrl(name: OperationName, params: CallParams = {}): string {
    const operation = OPERATIONS[name];
    const query = new URLSearchParams(signedPayload(operation, params));
    return `${runtime.bases[operation.service]}/${operation.path}?${query}`;
  }

  return { call, ensureAnonymousToken, ensureAppAuth: appAuthHeaders, renewToken: renewOnce, fileUrl };
}

export type ApiClient = ReturnType<typeof createApiClient>;
