// What a call does with its answer, by the response table of spec section 7: data and empty answers are the
// caller's, errors are thrown, and the session repairs what it can before the call goes again: 1004 (app auth
// reset) and 10111 (token expired) once each; 10102/10103 tell the session, a second later, to sign in again.
import { ApiError } from '@/lib/api/apiError';
import type { ApiSession } from '@/lib/api/apiSession';
import { EMPTY, interpretEnvelope, type EmptyMarker } from '@/lib/api/envelope';
import type { Operation } from '@/lib/api/operationSpec';
import type { OperationName } from '@/lib/api/operations';
import type { Envelope } from '@/lib/api/status';
import { STATUS } from '@/lib/contract/status';

export const APP_LOGIN_DELAY_MS = 1_000;

export type ApiReply = unknown | EmptyMarker;

/** Which repairs a call has had: each is tried once. */
export interface Tried {
  renewed: boolean;
  reauthorized: boolean;
}

export const FIRST_TRY: Tried = { renewed: false, reauthorized: false };

export interface Sent {
  name: OperationName;
  operation: Operation;
  envelope: Envelope;
  /** The security token the call went out with. */
  sentToken: string | null;
  tried: Tried;
}

/** The call's result, or the same call to send again after a repair. */
export type Settled = { reply: ApiReply } | { retry: Tried };

const tokenExpired = (name: OperationName) =>
  new ApiError(name, 'tokenExpired', { status: STATUS.tokenExpired, messageKey: 'loginExpired' });

export async function settle(
  { name, operation, envelope, sentToken, tried }: Sent,
  session: ApiSession,
  renewOnce: () => Promise<void>,
): Promise<Settled> {
  const outcome = interpretEnvelope(envelope);
  switch (outcome.kind) {
    case 'data':
      return { reply: outcome.data };
    case 'empty':
      return { reply: EMPTY };
    case 'error':
      throw new ApiError(name, 'status', outcome);
    case 'authReset': {
      if (operation.session) throw new ApiError(name, 'authReset', { status: STATUS.authReset });
      session.tokens.clear(['authToken', 'authSecret']);
      const action = tried.reauthorized ? 'ignore' : session.onAuthReset();
      if (action === 'retry') return { retry: { ...tried, reauthorized: true } };
      // The page is about to reload: leave the caller waiting rather than flash an error.
      if (action === 'reload') return new Promise<never>(() => {});
      throw new ApiError(name, 'authReset', { status: STATUS.authReset });
    }
    case 'tokenExpired':
      if (operation.session || tried.renewed || session.renewsToken === false) throw tokenExpired(name);
      if (session.inApp()) {
        session.askAppToRefresh();
        session.notify('loginExpired');
        throw tokenExpired(name);
      }
      // A call that went out with a token someone has renewed since only needs to go again.
      if (sentToken === session.tokens.read('security')) await renewOnce();
      return { retry: { ...tried, renewed: true } };
    case 'appLogin':
      setTimeout(
        () => session.onLoginRequired({ status: outcome.status, message: outcome.message }),
        APP_LOGIN_DELAY_MS,
      );
      throw new ApiError(name, 'loginRequired', { status: outcome.status, message: outcome.message });
  }
}
