// What the submission screens tell a reader when a submission is refused: the backend's messages (Chinese,
// backend/README.md "Calls for submissions") in the reader's language from the `submissions` namespace; anything
// else as the member screens say it.
import { isApiError } from '@/lib/api/apiError';
import { errorMessage, matchMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';

const BACKEND_MESSAGES: [RegExp, string, string?][] = [
  [/^请输入标题$/, 'emptyTitle'],
  [/^请输入内容$/, 'empty'],
  [/^请输入姓名$/, 'emptyName'],
  [/^标题不能超过(\d+)个字$/, 'titleTooLong', 'max'],
  [/^内容不能超过(\d+)个字$/, 'tooLong', 'max'],
  [/^内容不能包含HTML代码$/, 'markup'],
  [/^姓名不能超过(\d+)个字$/, 'nameTooLong', 'max'],
  [/^最多上传(\d+)张图片$/, 'tooMany', 'max'],
  [/^投稿过于频繁，请稍后再试$/, 'flooding'],
  [/^征稿不存在$/, 'noCall'],
  [/^征稿已结束$/, 'closed'],
  [/^稿件不存在$/, 'noSubmission'],
];

/** A refused submission call in the reader's language. */
export function submissionRefusal(error: unknown): MessageRef {
  const known =
    isApiError(error) && error.kind === 'status'
      ? matchMessage(BACKEND_MESSAGES, 'submissions', error.message)
      : null;
  return known ?? errorMessage(error);
}
