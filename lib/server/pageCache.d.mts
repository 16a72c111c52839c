export interface CachedPage {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  storedAt: number;
  fresh: number;
  stale: number;
}
export const TRANSIENT_MARKER: string;
export function sharedLifetime(
  cacheControl: unknown,
  cdnCacheControl?: unknown,
): { fresh: number; stale: number } | null;
export function cacheableEntry(
  status: number,
  headers: Record<string, string | number | string[] | undefined>,
  body: Buffer,
  now?: number,
): CachedPage | null;
export class PageCache {
  constructor(limits?: { maxEntries?: number; maxBytes?: number });
  entries: Map<string, CachedPage>;
  bytes: number;
  generation: number;
  lookup(key: string, now?: number): { entry: CachedPage; age: number; state: 'fresh' | 'stale' } | null;
  store(key: string, entry: CachedPage, generation: number): void;
  delete(key: string): void;
  purge(): void;
}
