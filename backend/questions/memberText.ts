// What a member's question or inquiry may say: plain text up to a limit, without markup. A comment keeps markup as
// the characters typed; a question or an inquiry goes to editors and departments, whose CMS shows it as entered, so
// HTML and scripts are refused outright: the member hears it at once and nothing is stored.
import { tidyText } from '../comments/commentText.js';
import { InputError } from '../core/envelope.js';

/** A tag, a comment or a script address: what a browser or a CMS page would treat as markup. */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>|javascript\s*:/i;

/** The text as stored (tidyText), or InputError: 请输入内容, 内容不能超过{max}个字, 内容不能包含HTML代码. */
export function memberText(raw: string | undefined, max: number): string {
  const text = tidyText(raw);
  if (text === '') throw new InputError('请输入内容');
  if ([...text].length > max) throw new InputError(`内容不能超过${max}个字`);
  if (MARKUP.test(text)) throw new InputError('内容不能包含HTML代码');
  return text;
}
