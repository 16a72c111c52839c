// What the 问吧 and 问政 screens tell a reader when a question, an inquiry, a praise or a rating is refused: the
// backend's messages (Chinese, backend/README.md "Questions and inquiries") in the reader's language from the
// `questions` namespace; anything else as the member screens say it.
import { isApiError } from '@/lib/api/apiError';
import { errorMessage, matchMessage, type MessagePattern } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';

const BACKEND_MESSAGES: MessagePattern[] = [
  [/^请输入内容$/, 'empty'],
  [/^请输入标题$/, 'noTitle'],
  [/^内容不能超过(\d+)个字$/, 'tooLong', 'max'],
  [/^内容不能包含HTML代码$/, 'markup'],
  [/^最多上传(\d+)张图片$/, 'tooMany', 'max'],
  [/^附件无效，请重新上传$/, 'badFile'],
  [/^提交过于频繁，请稍后再试$/, 'flooding'],
  [/^话题不存在$/, 'noTopic'],
  [/^问题不存在$/, 'noQuestion'],
  [/^问政不存在$/, 'noInquiry'],
  [/^请选择部门和类型$/, 'badChoice'],
  [/^您已经评价过了$/, 'alreadyRated'],
  [/^本站未开启满意度评价$/, 'ratingOff'],
];

/** A refused 问吧 or 问政 call in the reader's language. */
export function questionRefusal(error: unknown): MessageRef {
  const known =
    isApiError(error) && error.kind === 'status'
      ? matchMessage(BACKEND_MESSAGES, 'questions', error.message)
      : null;
  return known ?? errorMessage(error);
}
