'use client';

import { useContext, useMemo, type ReactNode } from 'react';
import { IslandMessagesContext, type IslandMessageTree } from '@/lib/i18n/useIslandTranslations';

/**
 * Hands the islands below the messages IslandMessages picked, on top of those picked further out (the shell's
 * `errors`), so an island sees every namespace picked for it and nothing else.
 */
export function IslandMessagesProvider({
  messages,
  children,
}: {
  messages: IslandMessageTree;
  children: ReactNode;
}) {
  const outer = useContext(IslandMessagesContext);
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return <IslandMessagesContext.Provider value={merged}>{children}</IslandMessagesContext.Provider>;
}
