import { randomBytes } from 'node:crypto';
import { signParams } from '../../backend/core/signature';
import { API_SIGN_KEY } from './stack';

/** A call's parameters as the site sends them to main and nis: api version 3, `t`, a nonce, signed. */
export function signed(params: Record<string, string>): Record<string, string> {
  const payload = {
    siteId: '1',
    appID: '1',
    apiVersion: '3',
    t: String(Date.now()),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  };
  return { ...payload, signature: signParams(payload, API_SIGN_KEY) };
}
