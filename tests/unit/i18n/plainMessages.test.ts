import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatPlainMessage } from '@/components/shell/IslandMessagesProvider.island';

type Tree = { [key: string]: string | Tree };

const MESSAGES = join(process.cwd(), 'messages');
const PLACEHOLDER = /\{(\w+)\}/g;

function* entries(tree: Tree, path: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [`${path}.${key}`, value];
    else yield* entries(value, `${path}.${key}`);
  }
}

const catalogue = readdirSync(MESSAGES)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => [...entries(JSON.parse(readFileSync(join(MESSAGES, file), 'utf8')) as Tree, file)]);

/** No ICU beyond `{name}` placeholders: no plural, select or skeleton, no apostrophe quoting a brace. */
const isPlain = (message: string) =>
  !/'[{}']/.test(message) && message.replace(PLACEHOLDER, '').search(/[{}]/) === -1;

describe('the islands’ plain message formatter', () => {
  it('covers every message of every locale (no ICU beyond `{name}` placeholders)', () => {
    expect(catalogue.length).toBeGreaterThan(500);
    expect(catalogue.filter(([, message]) => !isPlain(message)).map(([path]) => path)).toEqual([]);
  });

  it('formats every message as intl-messageformat does', () => {
    for (const [path, message] of catalogue) {
      const names = [...message.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
      const values = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
      expect([path, formatPlainMessage(message, values)]).toEqual([
        path,
        new IntlMessageFormat(message, 'zh').format(values),
      ]);
    }
  });

  it('tells ICU apart, and keeps a placeholder it has no value for', () => {
    expect(isPlain('{count, plural, one {# item} other {# items}}')).toBe(false);
    expect(isPlain("It''s {name}")).toBe(false);
    expect(isPlain('已邀请{count}位好友')).toBe(true);
    expect(formatPlainMessage('{points} 积分', { points: 3 })).toBe('3 积分');
    expect(formatPlainMessage('{n}分钟前')).toBe('{n}分钟前');
  });
});
