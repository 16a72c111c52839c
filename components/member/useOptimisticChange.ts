'use client';

import { useCallback, useState } from 'react';
import { showToast } from '@/lib/shellEvents';
import { useMessageText } from '@/components/shell/useMessageText';

/**
 * A member's switch (subscribe, favourite) that shows its new state at once: `change(next, call)` shows `next`,
 * then what the call's answer says (when it says anything). On failure the old state comes back and a toast tells
 * the reader why, translated (the refusal table loads only then: the article's 收藏 uses this on every article
 * page). One change at a time: `pending` while it runs.
 */
export function useOptimisticChange<T>(initial: T) {
  const text = useMessageText();
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(false);

  const change = useCallback(
    async (before: T, next: T, call: () => Promise<T | null>) => {
      setState(next);
      setPending(true);
      try {
        const confirmed = await call();
        if (confirmed !== null) setState(confirmed);
      } catch (error) {
        setState(before);
        const { errorMessage } = await import('@/lib/auth/memberMessages');
        showToast({ text: text(errorMessage(error)) });
      } finally {
        setPending(false);
      }
    },
    [text],
  );

  return { state, setState, pending, change };
}
