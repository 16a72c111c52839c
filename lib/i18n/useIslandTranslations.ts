'use client';

import { createContext, useCallback, useContext, useMemo } from 'react';
import { formatPlainMessage } from '@/lib/i18n/plainMessageFormat';

/** The catalogue's parts an island may read, picked on the server by IslandMessages: namespace → key → text. */
export type IslandMessageTree = { readonly [key: string]: string | IslandMessageTree };

/**
 * The messages the islands below were given. Our own small context rather than next-intl's provider: reading a
 * string this way costs a few hundred bytes, where next-intl's client runtime would put several KB on every page
 * (the shell's toasts and error screen are on all of them).
 */
export const IslandMessagesContext = createContext<IslandMessageTree>({});

export type IslandTranslate = ((key: string, values?: Record<string, string | number>) => string) & {
  /** Whether the island's messages hold this key. */
  has: (key: string) => boolean;
};

function lookUp(tree: IslandMessageTree, path: string): string | undefined {
  let node: string | IslandMessageTree | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * An island's translator, as next-intl's `useTranslations` is used: `t(key, values)` within a namespace (or by
 * `namespace.key` without one). A key the island was not given reads as its path, so a missed pick shows.
 */
export function useIslandTranslations(namespace?: string): IslandTranslate {
  const messages = useContext(IslandMessagesContext);
  const pathOf = useCallback((key: string) => (namespace ? `${namespace}.${key}` : key), [namespace]);
  const translate = useCallback(
    (key: string, values?: Record<string, string | number>) => {
      const message = lookUp(messages, pathOf(key));
      return message === undefined ? pathOf(key) : formatPlainMessage(message, values);
    },
    [messages, pathOf],
  );
  // One function object per set of messages, so effects that depend on it do not re-run on every render.
  return useMemo(
    () => Object.assign(translate, { has: (key: string) => lookUp(messages, pathOf(key)) !== undefined }),
    [translate, messages, pathOf],
  );
}
