'use client';

import { useCallback } from 'react';
import { useIslandTranslations } from '@/lib/i18n/useIslandTranslations';

/** A message by `namespace.key` with its placeholder values, or text to show as it is (a server's own words). */
export type MessageRef = { key: string; values?: Record<string, string> } | { text: string };

/**
 * Translates a message chosen at run time (a toast's key, the translation of a backend refusal) from the island's
 * messages; a key they lack says the generic error rather than the key.
 */
export function useMessageText(): (ref: MessageRef) => string {
  const t = useIslandTranslations();
  return useCallback(
    (ref) => {
      if ('text' in ref) return ref.text;
      return t.has(ref.key) ? t(ref.key, ref.values) : t('errors.generic');
    },
    [t],
  );
}
