// Route parameters arrive as query strings (next.config.mjs rewrites the .html paths), so anything may be in
// them: only a plain positive integer is an id.
export type SearchParams = Record<string, string | string[] | undefined>;

export function firstValue(params: SearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

export function positiveId(params: SearchParams, name: string): number | null {
  const raw = firstValue(params, name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The query a page was opened with, less the route's own parameters: the reader's flags (share mode, theme …). */
export function queryWithout(params: SearchParams, routeParams: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (routeParams.includes(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  return query;
}
