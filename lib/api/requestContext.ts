// The fields every call carries (spec section 3: siteId, appID, device, curVersions, apiVersion, plus t).

export interface RequestContext {
  siteId: number;
  appID: number;
  device: string;
  curVersions: string;
  apiVersion: number;
}

type Value = string | number | boolean | null | undefined;

/** Context first so a call's own parameters win; empty values are dropped, everything becomes a string. */
export function buildParams(context: RequestContext, params: Record<string, Value>, now: number) {
  const merged: Record<string, Value> = { ...context, t: now, ...params };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

export type CallParams = Record<string, Value>;
