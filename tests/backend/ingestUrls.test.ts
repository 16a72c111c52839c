// Every address the CMS sends is http(s) or a path on this site: `javascript:`, `data:` and other schemes are
// refused with HTTP 400 naming the field, and nothing of the refused write is kept.
import type { ApiColumn } from '../../backend/reading/columnRepo';
import { cms, type Json } from './readingHelpers';
import { startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/x',
  '//evil.example/x.jpg',
];

describe.each(drivers)('ingested addresses on $name', (driver) => {
  let t: TestApp;
  let send: ReturnType<typeof cms>;
  let columnId: number;
  let fileId: number;
  beforeAll(async () => {
    t = await startApp(driver);
    send = cms(t);
    columnId = (await send<ApiColumn>('POST', '/ingest/columns', { name: '地址' })).body.data.columnId;
    fileId = (
      await send<Json>('POST', '/ingest/articles', {
        title: '有图有视频',
        columnID: columnId,
        articleType: 2,
        pic_list: ['/demo/rain.svg'],
        config: { videos: [{ videoUrl: 'https://example.com/a.mp4' }] },
      })
    ).body.data.fileId as number;
  });
  afterAll(() => t.close());

  const article = (extra: Json): Json => ({ title: 'a', columnID: columnId, articleType: 2, ...extra });
  const cases: [
    string,
    string,
    () => [method: 'POST' | 'PUT' | 'PATCH', url: string],
    (bad: string) => Json,
  ][] = [
    [
      'pic_list',
      'pic_list[1]',
      () => ['POST', '/ingest/articles'],
      (bad) => article({ pic_list: ['/a.jpg', bad] }),
    ],
    [
      'playbackUrls',
      'playbackUrls[0]',
      () => ['POST', '/ingest/articles'],
      (bad) => article({ playbackUrls: [bad] }),
    ],
    ...['videoUrl', 'appPlaybackUrl', 'appLiveUrl', 'url', 'poster'].map((key): (typeof cases)[number] => [
      `config.videos[].${key}`,
      `config.videos[1].${key}`,
      () => ['POST', '/ingest/articles'],
      (bad) => article({ config: { videos: [{ videoUrl: '/v.mp4' }, { [key]: bad }] } }),
    ]),
    ['picBig', 'picBig', () => ['POST', '/ingest/articles'], (bad) => article({ picBig: bad })],
    [
      'sharePicUrl',
      'sharePicUrl',
      () => ['POST', '/ingest/articles'],
      (bad) => article({ sharePicUrl: bad }),
    ],
    ['linkUrl', 'linkUrl', () => ['PUT', `/ingest/articles/${fileId}`], (bad) => ({ linkUrl: bad })],
    [
      'appPlaybackUrl',
      'appPlaybackUrl',
      () => ['POST', '/ingest/articles'],
      (bad) => article({ appPlaybackUrl: bad }),
    ],
    ['a column icon', 'icon', () => ['POST', '/ingest/columns'], (bad) => ({ name: 'x', icon: bad })],
    ['padLogo', 'padLogo', () => ['PATCH', '/ingest/config'], (bad) => ({ padLogo: bad })],
    [
      '_p_wap.paperUrl',
      '_p_wap.paperUrl',
      () => ['PATCH', '/ingest/config'],
      (bad) => ({ _p_wap: { paperUrl: bad } }),
    ],
    [
      'stats.recordUrl',
      'stats.recordUrl',
      () => ['PATCH', '/ingest/config'],
      (bad) => ({ stats: { recordUrl: bad } }),
    ],
    [
      '_rd_downloadUrl',
      '_rd_downloadUrl',
      () => ['PATCH', '/ingest/config'],
      (bad) => ({ _rd_downloadUrl: bad }),
    ],
    [
      'a site page image',
      'image',
      () => ['POST', '/ingest/site-pages'],
      (bad) => ({ kind: 'about', title: 'x', image: bad }),
    ],
    [
      'an ad picture',
      'imgUrl',
      () => ['POST', '/ingest/ads'],
      (bad) => ({ title: 'x', imgUrl: bad, position: 'list', width: 1, height: 1 }),
    ],
  ];

  it.each(cases)(
    'refuses a non-http(s) address in %s with 400 naming %s',
    async (_label, name, target, body) => {
      const [method, url] = target();
      for (const bad of HOSTILE) {
        const { http, body: answer } = await send(method, url, body(bad));
        expect({ bad, http, status: answer.status }).toEqual({ bad, http: 400, status: -1 });
        expect(answer.message).toContain(`字段 ${name} `);
      }
    },
  );

  it('keeps nothing of a refused write and takes https, http and site paths', async () => {
    const refused = await send('PUT', `/ingest/articles/${fileId}`, { pic_list: ['javascript:alert(1)'] });
    expect(refused.http).toBe(400);
    // An update of the title alone answers the stored article: the refused pictures never reached it.
    const stored = await send<Json>('PUT', `/ingest/articles/${fileId}`, { title: '有图有视频' });
    expect(stored.body.data.pic_list).toEqual(['/demo/rain.svg']);
    const good = ['https://example.com/a.jpg', 'http://example.com/b.jpg', '/demo/c.svg'];
    const updated = await send<Json>('PUT', `/ingest/articles/${fileId}`, {
      pic_list: good,
      playbackUrls: good,
      config: { videos: [{ videoUrl: good[0], poster: good[2] }] },
    });
    expect(updated.http).toBe(200);
    expect(updated.body.data).toMatchObject({
      pic_list: good,
      playbackUrls: good,
      config: { videos: [{ videoUrl: good[0], poster: good[2] }] },
    });
  });
});
