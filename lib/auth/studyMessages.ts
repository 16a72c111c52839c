// What the course page tells a member when a progress write is refused: the backend's messages (Chinese,
// backend/README.md "Online study") in the reader's language from the `study` namespace; anything else as the
// member screens say it.
import { isApiError } from '@/lib/api/apiError';
import { errorMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';

const BACKEND_MESSAGES: [string, string][] = [
  ['该课时不属于本课程', 'notInCourse'],
  ['课程不存在', 'noCourse'],
  ['进度提交过于频繁，请稍后再试', 'tooFast'],
];

/** A refused progress call in the reader's language. */
export function studyRefusal(error: unknown): MessageRef {
  if (isApiError(error) && error.kind === 'status') {
    const known = BACKEND_MESSAGES.find(([message]) => message === error.message.trim());
    if (known) return { key: `study.${known[1]}` };
  }
  return errorMessage(error);
}
