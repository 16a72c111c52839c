'use client';

import { useCallback } from 'react';
import type { MessageRef } from '@/lib/i18n/messages';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';

/**
 * Translates a message chosen at run time (the translation of a backend refusal) from the island's messages, or
 * shows a server's own words as they are; a key they lack says the generic error.
 */
export function useMessageText(): (ref: MessageRef) => string {
  const t = useIslandTranslations();
  return useCallback((ref) => ('text' in ref ? ref.text : t(ref.key, ref.values)), [t]);
}
