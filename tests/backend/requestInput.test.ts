import { sql } from 'drizzle-orm';
import { admin } from './memberHelpers';
import { drivers } from './testDb';
import { call, get, startApp, type TestApp } from './testApp';

async function rows(t: TestApp, table: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

const deep = (levels: number) => `{"a":${'['.repeat(levels)}1${']'.repeat(levels)}}`;

describe.each(drivers)('what a request may carry, on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const ingest = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) =>
    call(t.app, { method, url, payload: payload as object, headers: admin(t) });

  it('refuses NUL and other C0 controls in ingest text with a 400 naming the field, and writes nothing', async () => {
    const before = await rows(t, 'columns');
    const nul = await ingest('POST', '/ingest/columns', { name: 'a\u0000b' });
    expect(nul.http).toBe(400);
    expect(nul.body).toEqual({
      status: -1,
      message: '字段 name 不能含有控制字符 U+0000（只允许制表、换行和回车）',
      data: null,
    });
    const config = await ingest('PATCH', '/ingest/config', { siteName: '临江\u001b' });
    expect(config.http).toBe(400);
    expect(config.body.message).toBe('字段 siteName 不能含有控制字符 U+001B（只允许制表、换行和回车）');
    const nested = await ingest('POST', '/ingest/subjects', {
      title: '专题',
      groups: [{ name: '组\u0007' }],
    });
    expect(nested.http).toBe(400);
    expect(nested.body.message).toMatch(/^字段 groups\[0\]\.name 不能含有控制字符 U\+0007/);
    // An article keeps unknown fields as extras, in jsonb: a NUL in a key must not get there either.
    const key = await ingest('PUT', '/ingest/articles/1', { 'note\u0000': 'x' });
    expect(key.http).toBe(400);
    expect(key.body.message).toMatch(/^字段名 "note\\u0000" 不能含有控制字符 U\+0000/);
    expect(await rows(t, 'columns')).toBe(before);
  });

  it('refuses a lone surrogate, which jsonb cannot hold', async () => {
    const answer = await ingest('PUT', '/ingest/articles/1', { editorNote: 'a\ud800' });
    expect(answer.http).toBe(400);
    expect(answer.body.message).toBe('字段 editorNote 不能含有不成对的代理字符 U+D800');
  });

  it('keeps tab, line feed and carriage return', async () => {
    const answer = await ingest('POST', '/ingest/columns', { name: '新栏目', description: 'a\tb\nc\r\nd' });
    expect(answer.http).toBe(200);
    expect(answer.body.status).toBe(0);
  });

  it('refuses a NUL in reader parameters with the envelope, naming the parameter', async () => {
    const search = await get(t.app, '/main/search', { keyword: 'a\u0000' });
    expect(search.http).toBe(200);
    expect(search.body).toEqual({ status: -1, message: '参数 keyword 不能含有控制字符 U+0000', data: null });
    const form = await call(t.app, {
      method: 'POST',
      url: '/main/event',
      payload: 'type=3&id=1&eventType=%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body.message).toBe('参数 eventType 不能含有控制字符 U+0000');
    // Other controls are the operation's to refuse, in words the site translates.
    const other = await call(t.app, {
      method: 'POST',
      url: '/main/event',
      payload: 'type=3&id=1&eventType=%01',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(other.body.message).toBe('参数 eventType 格式错误');
  });

  it('refuses a 100,000-deep JSON body with a 400, on ingest and reader operations alike', async () => {
    for (const url of ['/ingest/articles/1', '/main/event']) {
      const answer = await call(t.app, {
        method: url.startsWith('/ingest') ? 'PUT' : 'POST',
        url,
        payload: deep(100_000),
        headers: { ...admin(t), 'content-type': 'application/json' },
      });
      expect(answer.http).toBe(400);
      expect(answer.body).toEqual({ status: -1, message: '请求内容嵌套不能超过 32 层', data: null });
    }
    // 32 levels in all are allowed; the 33rd is not.
    const allowed = await ingest('PUT', '/ingest/articles/1', JSON.parse(deep(31)) as object);
    expect(allowed.http).toBe(200);
    const refused = await ingest('PUT', '/ingest/articles/1', JSON.parse(deep(32)) as object);
    expect(refused.http).toBe(400);
    // Brackets inside strings, escaped quotes among them, are text, not nesting.
    const text = await ingest('PUT', '/ingest/articles/1', { editorNote: `"[${'['.repeat(100)}\\"{` });
    expect(text.http).toBe(200);
  });

  it('answers text/plain and other bodies no operation takes with 415, and form bodies on ingest too', async () => {
    const event = await call(t.app, {
      method: 'POST',
      url: '/main/event',
      payload: 'type=3&id=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(event.http).toBe(415);
    expect(event.body).toEqual({ status: -1, message: '不支持的请求格式', data: null });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const column = await call(t.app, {
        method: 'POST',
        url: '/ingest/columns',
        payload: 'name=x',
        headers: { ...admin(t), 'content-type': contentType },
      });
      expect(column.http).toBe(415);
      expect(column.body.message).toBe('不支持的请求格式');
    }
  });

  it('answers an ingest body over 2 MiB with 413', async () => {
    const answer = await ingest('POST', '/ingest/columns', {
      name: 'x',
      description: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(answer.http).toBe(413);
    expect(answer.body.message).toBe('请求内容过大');
  });
});
