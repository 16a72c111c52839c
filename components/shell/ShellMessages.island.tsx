'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';

/**
 * The few strings the shell's islands (toasts, the error screen, chunk recovery) need, already translated on the
 * server: plain text by `namespace.key`, so every page does not ship an ICU message formatter for them.
 */
export type ShellMessageMap = Readonly<Record<string, string>>;

const ShellMessagesContext = createContext<ShellMessageMap>({});

export function ShellMessagesProvider({
  messages,
  children,
}: {
  messages: ShellMessageMap;
  children: ReactNode;
}) {
  return <ShellMessagesContext.Provider value={messages}>{children}</ShellMessagesContext.Provider>;
}

/** Looks a string up by `namespace.key`; an unknown key says the generic error rather than nothing. */
export function useShellMessages(): (key: string) => string {
  const messages = useContext(ShellMessagesContext);
  // Stable while the messages are, so effects that depend on it do not re-run on every render.
  return useCallback((key) => messages[key] ?? messages['errors.generic'] ?? key, [messages]);
}
