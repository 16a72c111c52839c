'use client';

import { useCallback, useState } from 'react';
import { errorMessage, messageText } from '@/lib/auth/memberMessages';
import { showToast } from '@/lib/shellEvents';
import type { Messages } from '@/components/member/useMemberTask';

/**
 * A member's switch (subscribe, favourite) that shows its new state at once: `change(next, call)` shows `next`,
 * then what the call's answer says (when it says anything). On failure the old state comes back and a toast tells
 * the reader why, translated. One change at a time: `pending` while it runs.
 */
export function useOptimisticChange<T>(initial: T, messages: Messages) {
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
        showToast({ text: messageText(messages, errorMessage(error)) });
      } finally {
        setPending(false);
      }
    },
    [messages],
  );

  return { state, setState, pending, change };
}
