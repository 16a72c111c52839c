export function pageVariant(request: {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null;
export const SHARED_PAGE_CACHE_CONTROL: string;
export const SHARED_PAGE_CDN_CACHE_CONTROL: string;
export const PRIVATE_PAGE_CACHE_CONTROL: string;
export function isClientRouterRequest(request: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}): boolean;
