'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { PickedMessages } from '@/lib/i18n/messages';

/**
 * The catalogue's parts an island may read, picked on the server by IslandMessages, by `namespace.key`. Held
 * in our own small context rather than next-intl's provider: reading a string this way costs a few hundred bytes,
 * where next-intl's client runtime would put several KB on every page (the shell's toasts and error
 * screen are on all of them). Context, provider and hook share this one module, so the shell ships one.
 */
const IslandMessagesContext = createContext<PickedMessages>({});

/**
 * Hands the islands below the messages picked for them. It replaces any provider around it, as next-intl's does
 * (merging would cost every page's JS), so it carries all its islands need, `errors` included.
 */
export function IslandMessagesProvider({
  messages,
  children,
}: {
  messages: PickedMessages;
  children: ReactNode;
}) {
  return <IslandMessagesContext.Provider value={messages}>{children}</IslandMessagesContext.Provider>;
}

/**
 * A message with each `{name}` replaced by its value. The catalogue's messages are plain text with such
 * placeholders and nothing else of ICU (tests/unit/i18n/plainMessages.test.ts holds every locale to that),
 * so the browser needs no ICU parser.
 */
export function formatPlainMessage(message: string, values?: Readonly<Record<string, unknown>>): string {
  // replace() makes a string of what the callback returns.
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (values?.[name] ?? whole) as string);
}

/**
 * An island's translator, used as next-intl's `useTranslations` is: `t(key, values)` within a namespace (or by
 * `namespace.key` without one). A message the island was not given says the generic error, as a refusal the
 * site has no words for does, or else its path.
 */
export function useIslandTranslations(
  namespace?: string,
): (key: string, values?: Record<string, string | number>) => string {
  const messages = useContext(IslandMessagesContext);
  // Stable while the messages are, so effects that depend on it do not re-run on every render.
  return useCallback(
    (key, values) => {
      const path = namespace ? `${namespace}.${key}` : key;
      const message = messages[path] ?? messages['errors.generic'];
      return message === undefined ? path : formatPlainMessage(message, values);
    },
    [messages, namespace],
  );
}
