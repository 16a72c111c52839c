import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickMessages, type MessagePath } from '@/lib/i18n/messages';
import { IslandMessagesProvider } from '@/components/shell/IslandMessagesProvider.island';

/**
 * The one way an island gets its strings: the islands inside call `useIslandTranslations`, and this, picked on
 * the server, carries exactly the namespaces (or single messages) they use, never every message.
 */
export async function IslandMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessagePath[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <IslandMessagesProvider messages={pickMessages(messages, namespaces)}>{children}</IslandMessagesProvider>
  );
}
