import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlLocale, LOCALES, resolveLocale } from '@/lib/i18n/locales';
import { isRouteTitle, loadMessages, pickMessages, withFallback } from '@/lib/i18n/messages';
import cn from '@/messages/cn.json';

const paths = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('locale resolution (spec section 1)', () => {
  it('takes site config, else the stored language, else cn', () => {
    expect(resolveLocale('en', 'fr')).toBe('en');
    expect(resolveLocale('', 'fr')).toBe('fr');
    expect(resolveLocale(undefined, 'xx')).toBe('cn');
    expect(resolveLocale('zz', undefined)).toBe('cn');
  });
});

describe('Intl tags (BCP 47)', () => {
  // The day every locale must write in its own language, never Intl's fallback (US English for `cn`).
  const day = new Date('2026-11-25T12:00:00+08:00');
  const written = (tag: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(day);

  it.each([
    ['cn', 'zh-CN', '2026年11月25日'],
    ['en', 'en', 'Nov 25, 2026'],
    ['de', 'de', '25.11.2026'],
    ['fr', 'fr', '25 nov. 2026'],
    ['bo', 'bo-CN', /^2026 ལོའི་ཟླ་/],
  ] as const)('%s formats as %s', (locale, tag, date) => {
    expect(intlLocale(locale)).toBe(tag);
    expect(new Intl.DateTimeFormat(intlLocale(locale)).resolvedOptions().locale).toBe(tag);
    expect(written(intlLocale(locale))).toMatch(date);
  });

  it('gives every locale a tag Intl knows', () => {
    for (const locale of LOCALES)
      expect(Intl.DateTimeFormat.supportedLocalesOf(intlLocale(locale))).toHaveLength(1);
  });
});

describe('messages', () => {
  it('has every key in en, fr and Tibetan', async () => {
    for (const locale of ['en', 'fr', 'bo'] as const) {
      const own = JSON.parse(readFileSync(join(__dirname, `../../../messages/${locale}.json`), 'utf8'));
      expect(paths(own).sort()).toEqual(paths(cn).sort());
    }
  });

  it('writes Tibetan in Tibetan script', async () => {
    const bo = await loadMessages('bo');
    expect(bo.shell.search).toMatch(/[\u0F00-\u0FFF]/);
    expect(bo.errors.network).toMatch(/[\u0F00-\u0FFF]/);
  });

  it('falls back to Chinese for most German strings', async () => {
    const de = await loadMessages('de');
    expect(de.errors.network).not.toBe(cn.errors.network);
    expect(de.empty.noMore).toBe('没有更多了');
    expect(paths(de).sort()).toEqual(paths(cn).sort());
  });

  it('quotes the spec strings verbatim in Chinese', () => {
    expect(cn.shell.siteTag).toBe('触屏版');
    expect(cn.shell.authorizing).toBe('授权中...');
    expect(cn.ieHint).toMatchObject({ title: '提示', text: '建议在PC端使用Chrome浏览器' });
    expect(cn.reader.wordCount).toBe('全文{wordCount}个字 阅读约需{time}分钟');
    expect(cn.empty.noComments).toBe('还没人评论，快来抢沙发！');
  });

  it('loads every locale', async () => {
    for (const locale of LOCALES) expect((await loadMessages(locale)).shell.siteTag).toBeTruthy();
  });

  it('merges each locale once per process, not once per render', async () => {
    const [first, second] = await Promise.all([loadMessages('en'), loadMessages('en')]);
    expect(second).toBe(first);
    expect(await loadMessages('en')).toBe(first);
    expect(await loadMessages('fr')).not.toBe(first);
  });

  it('merges deeply and picks namespaces', () => {
    expect(withFallback({ a: { b: '1', c: '2' } }, { a: { b: 'x' } })).toEqual({ a: { b: 'x', c: '2' } });
    const picked = pickMessages(cn, ['errors', 'article.favourite', 'article.credits']);
    expect(picked['errors.generic']).toBe(cn.errors.generic);
    expect(picked['article.favourite']).toBe(cn.article.favourite);
    expect(picked['article.credits.author']).toBe(cn.article.credits.author);
    expect(
      Object.keys(picked).some((path) => path.startsWith('shell.') || path === 'article.favourited'),
    ).toBe(false);
  });

  it('picks once per catalogue and paths: every later render gets the same frozen object', async () => {
    const first = pickMessages(cn, ['errors', 'article.favourite']);
    expect(pickMessages(cn, ['errors', 'article.favourite'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(pickMessages(cn, ['errors'])).not.toBe(first);
    const en = await loadMessages('en');
    const english = pickMessages(en, ['errors', 'article.favourite']);
    expect(english).not.toBe(first);
    expect(english['errors.generic']).toBe(en.errors.generic);
    expect(first['errors.generic']).toBe(cn.errors.generic);
  });
});

describe('route titles', () => {
  it('are known by route name, and nothing else is one', () => {
    expect(isRouteTitle('newsDetail')).toBe(true);
    expect(isRouteTitle('noSuchRoute')).toBe(false);
    expect(isRouteTitle('toString')).toBe(false);
  });
});
