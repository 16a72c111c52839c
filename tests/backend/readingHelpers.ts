// Shared by the reading suites: reader calls, CMS calls and finding the seeded demo by name.
import type { ApiColumn } from '../../backend/reading/columnRepo';
import type { Driver } from './testDb';
import { call, get, startApp, type Answer, type TestApp } from './testApp';

export type Json = Record<string, unknown>;
export type Summary = Json & { fileId: number; title: string; columnID: number; publishtime: number };

export function reader(t: TestApp) {
  return <T = Json>(operation: string, query: Record<string, string | number> = {}) =>
    get<T>(
      t.app,
      `/main/${operation}`,
      Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    );
}

export function cms(t: TestApp) {
  return <T = Json>(method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    call<T>(t.app, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Json }),
      headers: { authorization: `Bearer ${t.config.adminToken}` },
    });
}

export function expectRefusal(answer: Answer, message: string, http = 200): void {
  expect(answer.http).toBe(http);
  expect(answer.body).toEqual({ status: -1, message, data: null });
}

/** Every column of the seeded site by name. */
export async function columnIdsByName(t: TestApp): Promise<Record<string, number>> {
  const { body } = await get<{ list: ApiColumn[] }>(t.app, '/main/getColumns');
  const ids: Record<string, number> = {};
  const visit = (column: ApiColumn) => {
    ids[column.name] = column.columnId;
    column.children.forEach(visit);
  };
  body.data.list.forEach(visit);
  return ids;
}

/** Newest first, fileId breaking ties: the order of every article list. */
export function expectNewestFirst(list: Summary[]): void {
  for (let index = 1; index < list.length; index++) {
    const before = list[index - 1]!;
    const after = list[index]!;
    expect(
      before.publishtime > after.publishtime ||
        (before.publishtime === after.publishtime && before.fileId > after.fileId),
    ).toBe(true);
  }
}

/** Creates a column and `count` published articles in it, all at the same minute, through the CMS API. */
export async function columnWithArticles(
  t: TestApp,
  name: string,
  count: number,
  extra: Json = {},
): Promise<{ columnId: number; fileIds: number[] }> {
  const send = cms(t);
  const column = await send<{ columnId: number }>('POST', '/ingest/columns', { name });
  const columnId = column.body.data.columnId;
  const fileIds: number[] = [];
  for (let index = 0; index < count; index++) {
    const article = await send<{ fileId: number }>('POST', '/ingest/articles', {
      title: `${name} 第${index + 1}条`,
      columnID: columnId,
      articleType: 0,
      publishtime: '2025-06-01T08:00:00+08:00',
      content: `<p>${name}正文</p>`,
      ...extra,
    });
    fileIds.push(article.body.data.fileId);
  }
  return { columnId, fileIds };
}

export interface ReadingSuite {
  t: TestApp;
  op: ReturnType<typeof reader>;
  send: ReturnType<typeof cms>;
  columns: Record<string, number>;
}

/** A seeded app for one describe block: reader and CMS calls and the seeded columns by name, ready in its tests. */
export function readingSuite(driver: Driver): ReadingSuite {
  const suite = {} as ReadingSuite;
  beforeAll(async () => {
    suite.t = await startApp(driver);
    suite.op = reader(suite.t);
    suite.send = cms(suite.t);
    suite.columns = await columnIdsByName(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}
