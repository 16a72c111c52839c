export interface CachedPage {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  storedAt: number;
  fresh: number;
  stale: number;
  encoded?: { br?: Buffer; gzip?: Buffer };
}
export const TRANSIENT_MARKER: string;
export const STALE_IF_ERROR_MS: number;
export function sharedLifetime(
  cacheControl: unknown,
  cdnCacheControl?: unknown,
): { fresh: number; stale: number } | null;
export function cacheableEntry(
  status: number,
  headers: Record<string, string | number | string[] | undefined>,
  body: Buffer,
  now?: number,
  shared?: Record<string, string | number | string[] | undefined>,
): CachedPage | null;
export class PageCache {
  constructor(limits?: { maxEntries?: number; maxBytes?: number });
  entries: Map<string, CachedPage>;
  bytes: number;
  generation: number;
  holds(key: string): boolean;
  lookup(key: string, now?: number): { entry: CachedPage; age: number; state: 'fresh' | 'stale' } | null;
  lastGood(key: string, now?: number): { entry: CachedPage; age: number } | null;
  store(key: string, entry: CachedPage, generation: number): void;
  delete(key: string): void;
  encoded(entry: CachedPage, encoding: 'br' | 'gzip', encode: (body: Buffer) => Buffer): Buffer;
  purge(): void;
}
export const HOP_BY_HOP: Set<string>;
