// What the tip-off form tells a reader when a send is refused: the backend's messages (Chinese, backend/README.md
// "Tip-offs") in the reader's language from the `tipoff` namespace; anything else as the member screens say it.
import { isApiError } from '@/lib/api/apiError';
import { errorMessage, matchMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';

const BACKEND_MESSAGES: [RegExp, string, string?][] = [
  [/^请输入报料内容$/, 'empty'],
  [/^内容不能超过(\d+)个字$/, 'tooLong', 'max'],
  [/^请输入姓名$/, 'noName'],
  [/^姓名不能超过(\d+)个字$/, 'nameTooLong', 'max'],
  [/^内容不能包含HTML代码$/, 'markup'],
  [/^附件无效，请重新上传$/, 'badFile'],
  [/^报料过于频繁，请稍后再试$/, 'flooding'],
];

/** A refused tip-off in the reader's language. */
export function tipoffRefusal(error: unknown): MessageRef {
  const known =
    isApiError(error) && error.kind === 'status'
      ? matchMessage(BACKEND_MESSAGES, 'tipoff', error.message)
      : null;
  return known ?? errorMessage(error);
}
