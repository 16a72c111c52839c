import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat as FullFormat } from 'intl-messageformat';
import { IntlMessageFormat, isPlainMessage } from '@/lib/i18n/plainMessageFormat';

type Tree = { [key: string]: string | Tree };

const MESSAGES = join(process.cwd(), 'messages');

function* entries(tree: Tree, path: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [`${path}.${key}`, value];
    else yield* entries(value, `${path}.${key}`);
  }
}

const catalogue = readdirSync(MESSAGES)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => [...entries(JSON.parse(readFileSync(join(MESSAGES, file), 'utf8')) as Tree, file)]);

describe('the browser’s plain message formatter', () => {
  it('covers every message of every locale (no ICU beyond `{name}` placeholders)', () => {
    expect(catalogue.length).toBeGreaterThan(500);
    expect(catalogue.filter(([, message]) => !isPlainMessage(message)).map(([path]) => path)).toEqual([]);
  });

  it('formats every message as intl-messageformat does', () => {
    for (const [path, message] of catalogue) {
      const names = [...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1] as string);
      const values = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
      expect([path, new IntlMessageFormat(message).format(values)]).toEqual([
        path,
        new FullFormat(message, 'zh').format(values),
      ]);
    }
  });

  it('tells ICU it does not format apart', () => {
    expect(isPlainMessage('{count, plural, one {# item} other {# items}}')).toBe(false);
    expect(isPlainMessage("It''s {name}")).toBe(false);
    expect(isPlainMessage('已邀请{count}位好友')).toBe(true);
    expect(new IntlMessageFormat('{points} 积分').format({ points: 3 })).toBe('3 积分');
  });
});
