// A reader's calls through the site's /api relay, as the browser islands make them: the request context of spec
// section 3, signed (api version 3) with the stack's API_SIGN_KEY, the member's token in the `token` header.
import { createHash } from 'node:crypto';

let lastT = 0;
/** Strictly increasing, so two calls with the same parameters never carry the same signature (a replay). */
const nextT = () => (lastT = Math.max(Date.now(), lastT + 1));

const canonical = (params) =>
  Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export function createReaderClient({ url, signKey, device = 'xy-bench-reader' }) {
  const context = { siteId: '1', appID: '1', device, curVersions: '1.0.0', apiVersion: '3' };
  /** Answers the envelope, or throws when the answer is not one (the caller counts it as an error). */
  return async function call(service, operation, params = {}, { method = 'GET', token } = {}) {
    const payload = { ...context, t: String(nextT()), ...params };
    payload.signature = createHash('md5')
      .update(canonical(payload) + signKey, 'utf8')
      .digest('hex');
    const query = new URLSearchParams(payload);
    const address = `${url}/api/${service}/${operation}`;
    const headers = token ? { token } : {};
    const response =
      method === 'GET'
        ? await fetch(`${address}?${query}`, { headers })
        : await fetch(address, {
            method,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: query,
          });
    const text = await response.text();
    try {
      return { http: response.status, ...JSON.parse(text) };
    } catch {
      throw new Error(`${operation} answered ${response.status} without an envelope`);
    }
  };
}
