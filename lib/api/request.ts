// One call as it leaves: its address, and its parameters with the request context of spec section 3, signed
// where the service wants it (spec section 7). Pure and small: the beacon (lib/auth/beacon.ts) builds its calls
// with it too, without the client.
import type { Service } from '@/lib/config/env.mjs';
import type { Operation } from '@/lib/api/operationSpec';
import { buildParams, type CallParams, type RequestContext } from '@/lib/api/requestContext';
import { needsSignature, signParams, SIGNATURE_PARAM } from '@/lib/api/signing';
import { NONCE_PARAM } from '@/lib/contract/apiVersion';

export interface RequestSettings {
  bases: Record<Service, string>;
  /** Read as each call leaves: the device id may be created meanwhile. */
  context(): RequestContext;
  signKey: string;
  now(): number;
  /** The nonce of a signed call; random unless a test fixes it. */
  nonce?(): string;
  /**
   * The deadline every call of the current unit of work shares (a server render: lib/api/serverApi.ts), so a hung
   * backend holds a page for one request timeout in all, not one per call in sequence.
   */
  deadline?(): AbortSignal | undefined;
}

export const operationUrl = (operation: Operation, bases: Record<Service, string>) =>
  `${bases[operation.service]}/${operation.path}`;

/** 64 random bits in hex, from the Web Crypto both the browser and Node have. */
function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(16).padStart(8, '0')).join(
    '',
  );
}

/**
 * The call's parameters with the request context, signed where the service wants it. A signed call carries a
 * nonce too: the backend refuses a signature it has seen, and two calls alike in one millisecond (two renders of
 * one page) must not look like one sent twice.
 */
export async function signedPayload(
  operation: Operation,
  params: CallParams,
  { context, signKey, now, nonce = randomNonce }: Omit<RequestSettings, 'bases'>,
): Promise<Record<string, string>> {
  const current = context();
  const payload = buildParams(current, params, now(), operation.keepEmpty);
  if (needsSignature(operation.service, current.apiVersion)) {
    payload[NONCE_PARAM] = nonce();
    payload[SIGNATURE_PARAM] = await signParams(payload, signKey);
  }
  return payload;
}

/** The address of a GET operation with its signed query: a file's (verifyCode's picture), not an envelope. */
export const fileAddress = async (operation: Operation, params: CallParams, settings: RequestSettings) =>
  `${operationUrl(operation, settings.bases)}?${new URLSearchParams(await signedPayload(operation, params, settings))}`;
