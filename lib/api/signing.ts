// Payload signatures from api version 3 on (spec section 7): md5 over the sorted parameters and the key.
// The reference backend verifies the same canonical form (backend/core/signature.ts; a test checks both agree).
import { md5 } from '@/lib/api/md5';
import { SIGNED_FROM_API_VERSION, SIGNED_SERVICES } from '@/lib/contract/apiVersion';

export type Params = Record<string, string>;

export const SIGNATURE_PARAM = 'signature';

export const canonicalString = (params: Params) =>
  Object.keys(params)
    .filter((key) => key !== SIGNATURE_PARAM)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export const signParams = (params: Params, key: string) => md5(canonicalString(params) + key);

export const needsSignature = (service: string, apiVersion: number) =>
  apiVersion >= SIGNED_FROM_API_VERSION && SIGNED_SERVICES.includes(service);
