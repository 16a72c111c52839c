// Times the CMS sends exist: 2020-02-30 is refused with the field's name instead of becoming March 1st.
import { parseTime } from '../../backend/core/jsonFields';
import type { ApiColumn } from '../../backend/reading/columnRepo';
import { cms, type Json } from './readingHelpers';
import { startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

describe('parseTime', () => {
  it.each([
    '2020-02-30',
    '2021-02-29',
    '2020-04-31T08:00:00+08:00',
    '2020-02-30T00:00:00Z',
    '2020-13-01',
    '2020-01-01T24:00:00Z',
    '2020-01-01T23:60:00Z',
    '2020-01-01T23:59:60Z',
    '2020/02/30',
    'March 1, 2020',
    '20250501',
    'soon',
  ])('refuses %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });

  // Past Date's range of ±8.64e15 ms a timestamp makes an invalid Date (found by the fuzz probe of /ingest/votes).
  it.each([8_640_000_000_000_001, -8_640_000_000_000_001, Number.MAX_VALUE])(
    'refuses the timestamp %d',
    (ms) => {
      expect(parseTime(ms)).toBeNull();
    },
  );

  it.each([
    ['2020-02-29', Date.parse('2020-02-29T00:00:00Z')],
    ['2025-06-01T08:00:00+08:00', Date.parse('2025-06-01T00:00:00Z')],
    ['2025-06-01T08:00:00.250Z', Date.parse('2025-06-01T08:00:00.250Z')],
    [' 2025-07-01T00:00:00Z ', Date.parse('2025-07-01T00:00:00Z')],
    [1_700_000_000_000, 1_700_000_000_000],
  ])('reads %j', (value, ms) => {
    expect(parseTime(value)?.getTime()).toBe(ms);
  });
});

describe.each(drivers)('impossible dates on $name', (driver) => {
  let t: TestApp;
  let send: ReturnType<typeof cms>;
  let columnId: number;
  let liveId: number;
  beforeAll(async () => {
    t = await startApp(driver);
    send = cms(t);
    columnId = (await send<ApiColumn>('POST', '/ingest/columns', { name: '日期' })).body.data.columnId;
    liveId = (
      await send<Json>('POST', '/ingest/articles', { title: '直播', columnID: columnId, articleType: 6 })
    ).body.data.fileId as number;
  });
  afterAll(() => t.close());

  const cases: [string, () => ['POST' | 'PUT', string, Json]][] = [
    [
      'publishtime',
      () => [
        'POST',
        '/ingest/articles',
        { title: 'a', columnID: columnId, articleType: 0, publishtime: '2020-02-30' },
      ],
    ],
    ['startTime', () => ['PUT', `/ingest/lives/${liveId}`, { startTime: '2021-02-29T09:00:00+08:00' }]],
    [
      'time',
      () => ['POST', `/ingest/lives/${liveId}/reports`, { content: '现场', time: '2020-04-31T10:00:00Z' }],
    ],
    [
      'events[0].time',
      () => ['POST', '/ingest/timelines', { title: 't', events: [{ time: '2020-02-30', title: 'e' }] }],
    ],
    [
      'publishtime',
      () => ['POST', '/ingest/site-pages', { kind: 'notice', title: 'n', publishtime: '2020-02-30' }],
    ],
  ];

  it.each(cases)('refuses an impossible %s with 400 naming it', async (name, request) => {
    const [method, url, payload] = request();
    const { http, body } = await send(method, url, payload);
    expect(http).toBe(400);
    expect(body).toEqual({
      status: -1,
      message: `字段 ${name} 必须是毫秒时间戳或 ISO 8601 时间`,
      data: null,
    });
  });

  it('still takes a leap day', async () => {
    const { http, body } = await send<Json>('POST', '/ingest/articles', {
      title: '闰日',
      columnID: columnId,
      articleType: 0,
      publishtime: '2024-02-29T08:00:00+08:00',
    });
    expect(http).toBe(200);
    expect(body.data.publishtime).toBe(Date.parse('2024-02-29T00:00:00Z'));
  });
});
