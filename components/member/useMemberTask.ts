'use client';

import { useCallback, useId, useState } from 'react';
import { errorMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';
import { useMessageText } from '@/components/shell/useMessageText';

/** Each field's own check by field name, in the order the form reads them: a `memberErrors` key, or null. */
export type Checks = Readonly<Record<string, string | null>>;

/**
 * One action of a member form at a time: `run` checks first, then performs the call; while it runs `pending` is
 * true, and a refusal becomes `error`, the reader's translated text, shown by the form's one alert (`errorId`).
 * `errorFor(field)` is that alert's id while it refuses that field, for the field's `aria-describedby`.
 */
export function useMemberTask() {
  const text = useMessageText();
  const errorId = useId();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ ref: MessageRef; field?: string } | null>(null);

  const run = useCallback(async (checks: Checks, action: () => Promise<void>): Promise<boolean> => {
    const refused = Object.entries(checks).find((entry): entry is [string, string] => entry[1] !== null);
    if (refused) {
      setProblem({ ref: { key: refused[1] }, field: refused[0] });
      return false;
    }
    setProblem(null);
    setPending(true);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem({ ref: errorMessage(error) });
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  return {
    pending,
    error: problem && text(problem.ref),
    errorId,
    errorFor: (field: string) => (problem?.field === field ? errorId : null),
    run,
  };
}
