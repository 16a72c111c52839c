import { useSyncExternalStore } from 'react';

// The page's one comment input answers the comment or reply a reader chose with 回复 (the thread's page).

/** Whom the input answers: a comment or reply the reader chose (回复), or the page's own target. */
export interface ReplyTarget {
  id: number;
  name: string;
}

let target: ReplyTarget | null = null;
const listeners = new Set<() => void>();

/** Points the page's comment input at a comment or reply (null: back to the page's own target). */
export function setReplyTarget(next: ReplyTarget | null): void {
  target = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useReplyTarget = (): ReplyTarget | null =>
  useSyncExternalStore(
    subscribe,
    () => target,
    () => null,
  );
