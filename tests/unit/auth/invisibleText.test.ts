// Bidi controls and zero-width characters in member text: the forms refuse them before sending, the backend's
// refusal is shown in the reader's language, and pages strip what older rows still hold.
import { createTranslator } from 'next-intl';
import { toPublicMember } from '@/lib/api/memberModel';
import { backendMessage } from '@/lib/auth/memberMessages';
import { checkIntro, checkNickname } from '@/lib/auth/loginValidation';
import { hasInvisibleFormatting, withoutInvisibleFormatting } from '@/lib/contract/invisibleText';
import bo from '@/messages/bo.json';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const INVISIBLE = [
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u180e',
];

describe('invisible formatting in member text', () => {
  it.each(
    INVISIBLE.map((character) => [`U+${character.codePointAt(0)!.toString(16).toUpperCase()}`, character]),
  )('the forms refuse %s in a nickname or an introduction', (_name, character) => {
    expect(hasInvisibleFormatting(`a${character}b`)).toBe(true);
    expect(checkNickname(`gnp${character}.exe`)).toBe('memberErrors.nicknameInvalid');
    expect(checkIntro(`简${character}介`)).toBe('memberErrors.introInvalid');
  });

  it('the forms take visible text, emoji and right-to-left letters, and refuse control characters', () => {
    expect(checkNickname('江边读者😀')).toBeNull();
    expect(checkIntro('مرحبا 你好 བཀྲ་ཤིས་')).toBeNull();
    expect(checkNickname('a\u0007b')).toBe('memberErrors.nicknameInvalid');
  });

  it('show the backend’s refusal in every language', () => {
    const nickname = backendMessage('昵称含有不支持的字符');
    const intro = backendMessage('简介含有不支持的字符');
    expect(nickname).toEqual({ key: 'memberErrors.nicknameInvalid', values: undefined });
    expect(intro).toEqual({ key: 'memberErrors.introInvalid', values: undefined });
    const texts = [cn, en, fr, bo].map((messages) =>
      createTranslator({ locale: 'cn', messages: messages as typeof cn })('memberErrors.introInvalid'),
    );
    expect(texts[0]).toBe('简介含有不支持的字符');
    expect(new Set(texts).size).toBe(4);
  });

  it('pages strip them from what the backend still holds', () => {
    expect(withoutInvisibleFormatting('\u202e\u200b临江\u200d读者\u2066')).toBe('临江读者');
    expect(
      toPublicMember({
        userid: '5',
        nickname: 'exe.\u202egnp',
        intro: '简\u200b介',
        head: 'javascript:alert(1)',
      }),
    ).toMatchObject({ nickname: 'exe.gnp', intro: '简介', head: '' });
  });
});
