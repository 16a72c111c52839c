'use client';

import { useCallback, useState } from 'react';
import { errorMessage, messageText, type MessageRef } from '@/lib/auth/memberMessages';

export type Messages = Readonly<Record<string, string>>;

/**
 * One action of a member form at a time: `run` checks first (a `memberErrors` key, or null), then performs the
 * call; while it runs `pending` is true, and a refusal becomes `error`, the reader's translated text.
 */
export function useMemberTask(messages: Messages) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<MessageRef | null>(null);

  const run = useCallback(async (check: string | null, action: () => Promise<void>): Promise<boolean> => {
    if (check) {
      setProblem({ key: check });
      return false;
    }
    setProblem(null);
    setPending(true);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, error: problem && messageText(messages, problem), run };
}
