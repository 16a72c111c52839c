// What the circle screens tell a reader when a post, a join or a praise is refused: the backend's messages
// (Chinese, backend/README.md "Circles") in the reader's language from the `community` namespace; anything else
// as the member screens say it.
import { isApiError } from '@/lib/api/apiError';
import { errorMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';

const BACKEND_MESSAGES: [RegExp, string, string?][] = [
  [/^请先加入圈子$/, 'notMember'],
  [/^请输入内容$/, 'empty'],
  [/^最多上传(\d+)张图片$/, 'tooMany', 'max'],
  [/^内容不能超过(\d+)个字$/, 'tooLong', 'max'],
  [/^发帖过于频繁，请稍后再试$/, 'flooding'],
  [/^圈子不存在$/, 'noCircle'],
  [/^帖子不存在$/, 'noPost'],
  [/^动态不存在$/, 'noMoment'],
];

/** A refused circle call in the reader's language. */
export function communityRefusal(error: unknown): MessageRef {
  if (isApiError(error) && error.kind === 'status') {
    for (const [pattern, key, name] of BACKEND_MESSAGES) {
      const match = pattern.exec(error.message.trim());
      if (match) return { key: `community.${key}`, values: name ? { [name]: match[1] ?? '' } : undefined };
    }
  }
  return errorMessage(error);
}
