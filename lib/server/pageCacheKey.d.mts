/** A request as the keys read it: the path with its query, and the headers (lower-case names). */
export interface KeyedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  basePath?: string;
}
export function pageCacheKey(request: KeyedRequest, env?: Record<string, string | undefined>): string | null;
export function isClientRouterRequest(request: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}): boolean;
export function routerCacheKey(
  request: KeyedRequest,
  env?: Record<string, string | undefined>,
): string | null;
