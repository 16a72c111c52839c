import { InputError } from './envelope.js';

/** Visible text of an HTML fragment, for word counts and abstracts. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Chinese counts characters, so each CJK character is one word and each Latin word or number is one more. */
export function countWords(html: string): number {
  const text = plainText(html);
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const latin = text.replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/[A-Za-z0-9]+/g)?.length ?? 0;
  return cjk + latin;
}

/** A tag, a comment or a script address: what a browser or a CMS page would treat as markup. */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>|javascript\s*:/i;

/**
 * Members' text that editors and departments read in the CMS (questions, inquiries, tip-offs, submissions) is plain
 * text: HTML and scripts are refused outright (内容不能包含HTML代码), so the member hears it at once and nothing is
 * stored. Comments are the exception: they keep markup as the characters typed.
 */
export function refuseMarkup(...texts: string[]): void {
  if (texts.some((text) => MARKUP.test(text))) throw new InputError('内容不能包含HTML代码');
}
