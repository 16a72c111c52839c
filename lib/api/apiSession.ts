// What the API client needs of the reader's session, as a small interface: lib/api never imports the session
// machinery (lib/auth) it serves. The runtime that builds a client hands one in: the server's
// (lib/api/serverApi.ts, tokens in memory) or the browser's (lib/auth/browserApi.ts, tokens in local storage
// and the page's reactions of spec section 7).

/** The tokens the client sends, renews and resets (spec sections 4 and 9). */
export type ApiToken = 'security' | 'access' | 'refresh' | 'authToken' | 'authSecret';

/** Where the session keeps its tokens; an expired token reads as none. */
export interface SessionTokens {
  read(name: ApiToken): string | null;
  /** `lifetimeMs` defaults to the 2-hour token lifetime of spec section 9. */
  write(name: ApiToken, value: string, lifetimeMs?: number): void;
  clear(names: readonly ApiToken[]): void;
}

/** Spec section 9: tokens live two hours. */
export const TOKEN_LIFETIME_MS = 7_200_000;

export type AuthResetAction = 'retry' | 'reload' | 'ignore';

/** What 10102 or 10103 said (the member must sign in again). */
export interface LoginRefusal {
  status: number;
  message: string;
}

export interface ApiSession {
  tokens: SessionTokens;
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
  onLoginRequired(refusal: LoginRefusal): void;
  /** A translated message (by key in the `errors` namespace) for the reader. */
  notify(messageKey: string): void;
  /** Resolves once the route guard has what calls need (anonymous token, app auth). */
  whenReady(): Promise<void>;
}

/**
 * The session of a client with no reader in front of it (the server, tests): no app, nobody to tell, no app
 * auth unless `overrides` say so, and a 1004 answered by fetching new app auth and trying once more.
 */
export function headlessSession(tokens: SessionTokens, overrides: Partial<ApiSession> = {}): ApiSession {
  return {
    tokens,
    needsAppAuth: () => false,
    onAuthReset: () => 'retry',
    inApp: () => false,
    askAppToRefresh: () => {},
    onLoginRequired: () => {},
    notify: () => {},
    whenReady: () => Promise.resolve(),
    ...overrides,
  };
}
