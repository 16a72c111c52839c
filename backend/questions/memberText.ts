// What a member's question or inquiry may say: plain text up to a limit, without markup (refuseMarkup).
import { tidyText } from '../comments/commentText.js';
import { InputError } from '../core/envelope.js';
import { refuseMarkup } from '../core/text.js';

/** The text as stored (tidyText), or InputError: 请输入内容, 内容不能超过{max}个字, 内容不能包含HTML代码. */
export function memberText(raw: string | undefined, max: number): string {
  const text = tidyText(raw);
  if (text === '') throw new InputError('请输入内容');
  if ([...text].length > max) throw new InputError(`内容不能超过${max}个字`);
  refuseMarkup(text);
  return text;
}
