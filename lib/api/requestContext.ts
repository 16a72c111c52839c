// The fields every call carries (spec section 3: siteId, appID, device, curVersions, apiVersion, plus t).

export interface RequestContext {
  siteId: number;
  appID: number;
  device: string;
  curVersions: string;
  apiVersion: number;
}

type Value = string | number | boolean | null | undefined;

/**
 * Context first so a call's own parameters win; everything becomes a string. Missing values are dropped, and
 * empty strings too unless the operation sends them (`keepEmpty`: a cleared form field must reach the backend).
 */
export function buildParams(
  context: RequestContext,
  params: Record<string, Value>,
  now: number,
  keepEmpty = false,
) {
  const merged: Record<string, Value> = { ...context, t: now, ...params };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null || (value === '' && !keepEmpty)) continue;
    out[key] = String(value);
  }
  return out;
}

export type CallParams = Record<string, Value>;
