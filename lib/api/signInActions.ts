// Signing in as the login form calls it (backend/README.md "Members"): each takes the browser's client and
// answers what the backend confirmed, mapped from its JSON, or throws the ApiError the form shows.
import { ApiError } from '@/lib/api/apiError';
import type { ApiClient } from '@/lib/api/createApiClient';
import { asNumber, asObject } from '@/lib/api/mapping';
import { toLoginReply, type LoginReply } from '@/lib/api/memberModel';

/** How long before another code may be asked for, when the answer does not say. */
export const DEFAULT_RESEND_MS = 60_000;

/** sendSmsCode: an SMS code to `phone`, behind the image code; answers when another may be asked for (ms). */
export async function requestSmsCode(
  api: ApiClient,
  { phone, verifyCode }: { phone: string; verifyCode: string },
): Promise<{ resendAfterMs: number }> {
  const reply = await api.call('sendSmsCode', { phone, verifyCode });
  return { resendAfterMs: asNumber(asObject(reply).resendAfter, DEFAULT_RESEND_MS) };
}

/** A login's tokens and member; an answer without what a session needs is refused like a status error. */
async function login(operation: 'smsLogin' | 'passwordLogin', reply: Promise<unknown>): Promise<LoginReply> {
  const result = toLoginReply(await reply);
  if (!result) throw new ApiError(operation, 'status');
  return result;
}

/** smsLogin: phone and the SMS code. */
export const signInWithSms = (api: ApiClient, { phone, code }: { phone: string; code: string }) =>
  login('smsLogin', api.call('smsLogin', { phone, code }));

/** passwordLogin: phone and password. */
export const signInWithPassword = (
  api: ApiClient,
  { phone, password }: { phone: string; password: string },
) => login('passwordLogin', api.call('passwordLogin', { phone, password }));
