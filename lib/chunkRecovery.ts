// Script and stylesheet chunk failures (spec section 8: ChunkLoadError after 120 s, CSS_CHUNK_LOAD_FAILED):
// usually a deploy replaced the chunks under an open page. One reload fetches the new ones; if that does not
// help, the reader gets a clear message instead of a reload loop.
import type { KeyValueStore } from '@/lib/auth/keyValueStore';

export const CHUNK_RELOAD_KEY = 'xy_chunk_reloaded_at';
/** A reload this recent means the last one did not help. */
export const CHUNK_RELOAD_WINDOW_MS = 120_000;

export function isChunkError(error: unknown): boolean {
  if (!error) return false;
  const { name = '', message = '' } = error as { name?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    /CSS_CHUNK_LOAD_FAILED|Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk/i.test(message)
  );
}

/** A <script> or stylesheet <link> of ours that failed to load. */
export function isChunkElement(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  const url =
    target.getAttribute('src') ??
    (target.getAttribute('rel') === 'stylesheet' ? target.getAttribute('href') : null);
  return url !== null && url.includes('/_next/static/');
}

/** 'reload' the first time within the window, 'give-up' when a reload already happened. */
export function chunkRecoveryAction(store: KeyValueStore, now = Date.now()): 'reload' | 'give-up' {
  const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return 'give-up';
  store.setItem(CHUNK_RELOAD_KEY, String(now));
  return 'reload';
}
