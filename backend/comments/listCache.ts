// A micro-cache of the comment lists readers who did not sign in ask for (the same answer for all of them): each
// answer is kept COMMENT_LIST_CACHE_MS, one load shared by the requests that arrive meanwhile, and every write this
// process makes to a target's comments drops that target's answers at once. Another instance's writes show here
// within COMMENT_LIST_CACHE_MS.
import type { Db } from '../core/database.js';

/** Answers kept at most; past it the oldest are dropped. */
const MAX_ENTRIES = 5000;

/** One target's answers: its source and id (an article: 0 and its fileId). */
export const targetKey = (source: number, id: number) => `${source}:${id}`;
/** The answers a comment shows in. */
export const targetOf = (comment: { source: number; targetId: number }) =>
  targetKey(comment.source, comment.targetId);

interface Entry {
  target: string;
  until: number;
  value: Promise<unknown>;
}

export interface ListCache {
  get<T>(target: string, key: string, load: () => Promise<T>): Promise<T>;
  /** After a write to the target's comments (a post, a deletion, moderation, a comment's praise). */
  forget(target: string): void;
}

// Per database, so apps on different databases in one process (tests) never share answers.
const caches = new WeakMap<Db, ListCache>();

function listCache(ttlMs: number): ListCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(target: string, key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      const value = load();
      entries.delete(key);
      entries.set(key, { target, until: now + ttlMs, value });
      // A failed load is not kept.
      value.catch(() => entries.delete(key));
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      return value;
    },
    forget(target) {
      for (const [key, entry] of entries) if (entry.target === target) entries.delete(key);
    },
  };
}

export function listCacheOf(db: Db, ttlMs: number): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = listCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}
