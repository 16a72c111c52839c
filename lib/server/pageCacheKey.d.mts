export function pageCacheKey(
  request: {
    method: string;
    url: string;
    headers: Record<string, string | string[] | undefined>;
    basePath?: string;
  },
  env?: Record<string, string | undefined>,
): string | null;
export function isClientRouterRequest(request: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}): boolean;
