import { incrementCount } from '../../backend/reading/countRepo';
import {
  issuePreviewToken,
  isValidPreviewToken,
  PREVIEW_CLOCK_SKEW_MS,
} from '../../backend/reading/previewToken';
import { drivers } from './testDb';
import { startApp, type TestApp } from './testApp';
import { cms, columnIdsByName, expectRefusal, reader, type Json, type Summary } from './readingHelpers';

type Article = Json & {
  fileId: number;
  title: string;
  aStatus: number;
  content: string;
  tags: { tagId: number; name: string }[];
};

interface Preview {
  previewToken: string;
  expiresAt: number;
  path: string;
}

const PREVIEW_REFUSED = '预览链接无效或已过期';

describe('preview tokens', () => {
  const secret = 'test-preview-secret';
  const now = 1_750_000_000_000;
  const ttl = 60_000;
  const TEN_YEARS = 10 * 365 * 86_400_000;
  const { previewToken, expiresAt } = issuePreviewToken(42, secret, ttl, now);

  it('are valid for their article until they expire', () => {
    expect(expiresAt).toBe(now + ttl);
    expect(isValidPreviewToken(previewToken, 42, secret, ttl, now)).toBe(true);
    expect(isValidPreviewToken(previewToken, 42, secret, ttl, expiresAt - 1)).toBe(true);
    expect(isValidPreviewToken(previewToken, 42, secret, ttl, expiresAt)).toBe(false);
  });

  it('live no longer than the configured lifetime from their issue time, whatever they claim', () => {
    const longLived = issuePreviewToken(42, secret, TEN_YEARS, now).previewToken;
    expect(isValidPreviewToken(longLived, 42, secret, ttl, now + ttl - 1)).toBe(true);
    expect(isValidPreviewToken(longLived, 42, secret, ttl, now + ttl)).toBe(false);
    expect(isValidPreviewToken(longLived, 42, secret, ttl, now + TEN_YEARS - 1)).toBe(false);
    // A shorter lifetime configured since the link was issued applies to it too.
    expect(isValidPreviewToken(previewToken, 42, secret, ttl / 2, now + ttl / 2)).toBe(false);
  });

  it('are refused when issued in the future, beyond the clock skew between instances', () => {
    const later = issuePreviewToken(42, secret, ttl, now + PREVIEW_CLOCK_SKEW_MS + 1).previewToken;
    expect(isValidPreviewToken(later, 42, secret, ttl, now)).toBe(false);
    const aLittleLater = issuePreviewToken(42, secret, ttl, now + PREVIEW_CLOCK_SKEW_MS).previewToken;
    expect(isValidPreviewToken(aLittleLater, 42, secret, ttl, now)).toBe(true);
  });

  it('are refused when the signature is spelt another way that decodes to the same bytes', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(previewToken.at(-1)!);
    // The last of 43 characters carries 4 bits of a 32-byte HMAC: its lowest bit is never read.
    const respelt = previewToken.slice(0, -1) + alphabet[last ^ 1];
    expect(Buffer.from(respelt.split('.')[3]!, 'base64url')).toEqual(
      Buffer.from(previewToken.split('.')[3]!, 'base64url'),
    );
    expect(isValidPreviewToken(respelt, 42, secret, ttl, now)).toBe(false);
  });

  it('are refused for another article, another key or any change', () => {
    expect(isValidPreviewToken(previewToken, 43, secret, ttl, now)).toBe(false);
    expect(isValidPreviewToken(previewToken, 42, 'another-secret', ttl, now)).toBe(false);
    const [fileId, issued, expiry, signature] = previewToken.split('.');
    for (const [i, e] of [
      [Number(issued) - 1, expiry],
      [issued, Number(expiry) + 1],
    ]) {
      expect(isValidPreviewToken(`${fileId}.${i}.${e}.${signature}`, 42, secret, ttl, now)).toBe(false);
    }
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(isValidPreviewToken(`${fileId}.${issued}.${expiry}.${flipped}`, 42, secret, ttl, now)).toBe(false);
    // The earlier form, `fileId.expiresAt.signature`, whose expiry was the link's own word.
    expect(isValidPreviewToken(`${fileId}.${expiry}.${signature}`, 42, secret, ttl, now)).toBe(false);
    expect(isValidPreviewToken('', 42, secret, ttl, now)).toBe(false);
    expect(isValidPreviewToken(`${previewToken}x`, 42, secret, ttl, now)).toBe(false);
  });
});

describe.each(drivers)('article content on $name', (driver) => {
  let t: TestApp;
  let op: ReturnType<typeof reader>;
  let send: ReturnType<typeof cms>;
  let columns: Record<string, number>;
  let byTitle: Map<string, Summary>;
  beforeAll(async () => {
    t = await startApp(driver);
    op = reader(t);
    send = cms(t);
    columns = await columnIdsByName(t);
    const hot = await op<{ list: Summary[] }>('getHotArticles', { size: 50 });
    byTitle = new Map(hot.body.data.list.map((article) => [article.title, article]));
  });
  afterAll(() => t.close());

  const seeded = (title: string) => {
    const article = byTitle.get(title);
    if (!article) throw new Error(`no seeded article "${title}"`);
    return article.fileId;
  };
  const draft = async (fields: Json = {}) => {
    const { body } = await send<Article>('POST', '/ingest/articles', {
      title: '尚未发布的稿件',
      columnID: columns['城事'],
      articleType: 0,
      aStatus: 0,
      content: '<p>草稿正文</p>',
      ...fields,
    });
    return body.data.fileId;
  };

  describe('getArticleContent', () => {
    it('answers the full article with content, credits and tags', async () => {
      const fileId = seeded('市十六届人大三次会议开幕 政府工作报告提出十项民生实事');
      const { body } = await op<Article>('getArticleContent', { fileId });
      expect(body.status).toBe(0);
      expect(body.data).toMatchObject({
        fileId,
        aStatus: 1,
        articleType: 0,
        reporter: '陈思远 李岚',
        colID: columns['时政'],
        columnName: '时政',
      });
      expect(body.data.content).toContain('<p>昨天上午');
      expect(body.data.tags.map((tag) => tag.name).sort()).toEqual(['政府工作报告', '民生实事'].sort());
      expect(body.data).not.toHaveProperty('statusText');
    });

    it('answers what each article type needs', async () => {
      const video = await op<Article>('getArticleContent', {
        fileId: seeded('视频｜航拍临江：一江两岸新天际线'),
      });
      expect(video.body.data.config).toMatchObject({ videos: [expect.objectContaining({ duration: 186 })] });
      const h5 = await op<Article>('getArticleContent', { fileId: seeded('H5｜一图读懂政府工作报告') });
      expect(h5.body.data).toMatchObject({ articleType: 12, linkUrl: '/demo/report-h5.html' });
      const topic = await op<Article>('getArticleContent', { fileId: seeded('专题｜防汛备汛进行时') });
      expect(topic.body.data.subjectId).toEqual(expect.any(Number));
      const link = await op<Article>('getArticleContent', { fileId: seeded('违法和不良信息举报') });
      expect(link.body.data.linkUrl).toBe('https://www.12377.cn/');
    });

    it('answers a statusText for showStatusType 1, 2 and 3', async () => {
      const live = seeded('直播｜临江马拉松鸣枪开跑');
      const news = seeded('临江港一季度集装箱吞吐量同比增长12.6%');
      const text = async (fileId: number, showStatusType: number) =>
        (await op<Article>('getArticleContent', { fileId, showStatusType })).body.data.statusText;
      expect(await text(live, 1)).toBe('已发布');
      expect(await text(live, 2)).toBe('直播中');
      expect(await text(live, 3)).toBe('已发布 · 直播中');
      expect(await text(news, 2)).toBe('');
      expect(await text(news, 3)).toBe('已发布');
    });

    it('keeps editor notes only for innerEditor 1', async () => {
      const { body } = await send<Article>('POST', '/ingest/articles', {
        title: '带编辑批注的稿件',
        columnID: columns['城事'],
        articleType: 0,
        content: '<p>正文<!-- 核实：数据以统计局为准 --></p>',
      });
      const reading = await op<Article>('getArticleContent', { fileId: body.data.fileId });
      expect(reading.body.data.content).toBe('<p>正文</p>');
      const editing = await op<Article>('getArticleContent', { fileId: body.data.fileId, innerEditor: 1 });
      expect(editing.body.data.content).toBe('<p>正文<!-- 核实：数据以统计局为准 --></p>');
    });

    it('names the column the reader came from when colID is a known column', async () => {
      const fileId = seeded('临江港一季度集装箱吞吐量同比增长12.6%');
      const { body } = await op<Article>('getArticleContent', { fileId, colID: columns['要闻']! });
      expect(body.data).toMatchObject({
        columnID: columns['财经'],
        colID: columns['要闻'],
        columnName: '要闻',
      });
      const unknown = await op<Article>('getArticleContent', { fileId, colID: 987654 });
      expect(unknown.body.data).toMatchObject({ colID: columns['财经'], columnName: '财经' });
    });

    it('never answers an unpublished article, even with a preview token', async () => {
      const fileId = await draft();
      expectRefusal(await op('getArticleContent', { fileId }), '稿件不存在');
      const preview = await send<Preview>('POST', `/ingest/articles/${fileId}/preview`);
      expectRefusal(
        await op('getArticleContent', { fileId, previewToken: preview.body.data.previewToken }),
        '稿件不存在',
      );
    });

    it.each([
      [{}, '缺少参数 fileId'],
      [{ fileId: '0' }, '参数 fileId 必须是正整数'],
      [{ fileId: '987654' }, '稿件不存在'],
      [{ fileId: '1', showStatusType: '4' }, '参数 showStatusType 必须是 1、2、3 之一'],
      [{ fileId: '1', innerEditor: '2' }, '参数 innerEditor 必须是 0、1 之一'],
      [{ fileId: '1', colID: 'x' }, '参数 colID 必须是正整数'],
    ])('refuses %j with %s', async (query, message) => {
      expectRefusal(await op('getArticleContent', query), message);
    });
  });

  describe.each(['getArticleContentPreview', 'getOwnArticle'])('%s', (operation) => {
    it('answers an unpublished article with a preview token for it', async () => {
      const fileId = await draft({ tags: ['预览'] });
      const before = Date.now();
      const preview = await send<Preview>('POST', `/ingest/articles/${fileId}/preview`);
      const after = Date.now();
      expect(preview.body.status).toBe(0);
      const { previewToken, expiresAt, path } = preview.body.data;
      expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000);
      expect(expiresAt).toBeLessThanOrEqual(after + 30 * 60_000);
      expect(path).toBe(
        `/newsDetail/${columns['城事']}/${fileId}.html?isPreview=true&previewToken=${encodeURIComponent(previewToken)}`,
      );
      const { body } = await op<Article>(operation, { fileId, previewToken, showStatusType: 1 });
      expect(body.status).toBe(0);
      expect(body.data).toMatchObject({ fileId, aStatus: 0, title: '尚未发布的稿件', statusText: '未发布' });
      expect(body.data.tags.map((tag) => tag.name)).toEqual(['预览']);
    });

    it('refuses a missing, forged, expired, over-long, future or other-article token', async () => {
      const fileId = await draft();
      const other = await draft();
      const forOther = await send<Preview>('POST', `/ingest/articles/${other}/preview`);
      const expired = issuePreviewToken(fileId, t.config.previewSecret, 60_000, Date.now() - 120_000);
      const wrongKey = issuePreviewToken(fileId, 'not-the-preview-secret', 60_000);
      const valid = (await send<Preview>('POST', `/ingest/articles/${fileId}/preview`)).body.data
        .previewToken;
      const forged = valid.replace(
        /\.(\d+)\.(\d+)\./,
        (_, issued) => `.${issued}.${Date.now() + 86_400_000}.`,
      );
      // Signed with the right key but claiming ten years: refused once PREVIEW_TTL_MS has passed since its issue.
      const tenYears = issuePreviewToken(
        fileId,
        t.config.previewSecret,
        10 * 365 * 86_400_000,
        Date.now() - t.config.previewTtlMs - 1000,
      );
      const fromTheFuture = issuePreviewToken(fileId, t.config.previewSecret, 60_000, Date.now() + 3_600_000);
      for (const previewToken of [
        undefined,
        '',
        'nonsense',
        forOther.body.data.previewToken,
        expired.previewToken,
        wrongKey.previewToken,
        forged,
        tenYears.previewToken,
        fromTheFuture.previewToken,
      ]) {
        const query: Record<string, string | number> =
          previewToken === undefined ? { fileId } : { fileId, previewToken };
        expectRefusal(await op(operation, query), PREVIEW_REFUSED);
      }
      expect((await op(operation, { fileId, previewToken: valid })).body.status).toBe(0);
    });

    it('refuses a malformed fileId before looking at the token', async () => {
      expectRefusal(await op(operation, { fileId: 'x', previewToken: 'y' }), '参数 fileId 必须是正整数');
    });
  });

  describe('getArticleCounts', () => {
    it('answers the seeded counts, large enough for every display', async () => {
      const { body } = await op<Json>('getArticleCounts', {
        fileId: seeded('临江发布今年首个暴雨蓝色预警 防汛Ⅳ级应急响应启动'),
      });
      expect(body.data).toEqual({
        fileId: expect.any(Number),
        readCount: 126_842,
        praiseCount: expect.any(Number),
        shareCount: expect.any(Number),
        discussCount: expect.any(Number),
      });
      const reads = [...byTitle.values()].map((article) => Number(article.readCount));
      expect(reads.some((count) => count >= 10_000 && count < 100_000)).toBe(true);
      expect(reads.some((count) => count >= 1000 && count < 10_000)).toBe(true);
      expect(reads.some((count) => count < 1000)).toBe(true);
    });

    it('counts up from zero with incrementCount, losing nothing to concurrency', async () => {
      const { body } = await send<Article>('POST', '/ingest/articles', {
        title: '计数测试',
        columnID: columns['城事'],
        articleType: 0,
      });
      const fileId = body.data.fileId;
      const before = await op<Json>('getArticleCounts', { fileId });
      const zero = { readCount: 0, praiseCount: 0, shareCount: 0, discussCount: 0 };
      expect(before.body.data).toEqual({ fileId, ...zero });
      await Promise.all(Array.from({ length: 10 }, () => incrementCount(t.database.db, fileId, 'readCount')));
      await incrementCount(t.database.db, fileId, 'praiseCount');
      const after = await op<Json>('getArticleCounts', { fileId });
      expect(after.body.data).toEqual({ fileId, ...zero, readCount: 10, praiseCount: 1 });
    });

    it('refuses unknown and unpublished articles', async () => {
      expectRefusal(await op('getArticleCounts', { fileId: await draft() }), '稿件不存在');
      expectRefusal(await op('getArticleCounts', { fileId: 987654 }), '稿件不存在');
    });
  });
});
