// Praise (点赞) through `fav` with appId `praise`: of articles and comments, once per member (or per device where
// the site allows readers who did not sign in), exact when many arrive at once; favourites (收藏) stay as they were.
import { articleId, member, postComment, praise } from './commentHelpers';
import { admin } from './memberHelpers';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

const ARTICLE = '南岭镇早稻开镰 预计亩产同比增一成';

describe.each(drivers)('praise on $name', (driver) => {
  let t: TestApp;
  let fileId: number;
  beforeAll(async () => {
    t = await startApp(driver, {
      comments: { memberIntervalMs: 0, memberPerHour: 1000, ipPerHour: 1000, listCacheMs: 1000 },
    });
    fileId = await articleId(t, ARTICLE);
  }, 180_000);
  afterAll(() => t.close());

  const praiseCount = async () =>
    (await get<{ praiseCount: number }>(t.app, '/main/getArticleCounts', { fileId: String(fileId) })).body
      .data.praiseCount;

  it('praises an article once, refuses a repeat, and takes it back', async () => {
    const reader = await member(t, '13600000001');
    const before = await praiseCount();
    const first = await praise(t.app, { fileId: String(fileId) }, { token: reader.token });
    expect(first.body).toMatchObject({ status: 0, message: '点赞成功', data: { fileId, praised: 1 } });
    expect(first.body.data.praiseCount).toBe(before + 1);
    const repeat = await praise(t.app, { fileId: String(fileId) }, { token: reader.token });
    expect(repeat.body).toEqual({ status: -1, message: '请不要重复点赞', data: null });
    expect(await praiseCount()).toBe(before + 1);
    const back = await praise(t.app, { fileId: String(fileId), type: '0' }, { token: reader.token });
    expect(back.body).toMatchObject({
      status: 0,
      message: '已取消点赞',
      data: { praised: 0, praiseCount: before },
    });
    const none = await praise(t.app, { fileId: String(fileId), type: '0' }, { token: reader.token });
    expect(none.body).toMatchObject({ status: 0, message: '还没有点过赞' });
    expect(await praiseCount()).toBe(before);
  });

  it('counts 50 praises of one member sent at once as one', async () => {
    const reader = await member(t, '13600000002');
    const before = await praiseCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => praise(t.app, { fileId: String(fileId) }, { token: reader.token })),
    );
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === '请不要重复点赞')).toHaveLength(49);
    expect(await praiseCount()).toBe(before + 1);
  });

  it('counts many members praising at once exactly', async () => {
    const readers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => member(t, `1360000${1000 + index}`)),
    );
    const before = await praiseCount();
    const answers = await Promise.all(
      readers.map((reader) => praise(t.app, { fileId: String(fileId) }, { token: reader.token })),
    );
    expect(answers.every((answer) => answer.body.status === 0)).toBe(true);
    expect(await praiseCount()).toBe(before + 40);
  });

  it('praises comments, and refuses missing targets and bad parameters', async () => {
    const author = await member(t, '13600000003');
    const reader = await member(t, '13600000004');
    const posted = await postComment(t.app, author.token, {
      rootID: String(fileId),
      content: '稻香里的丰收',
    });
    const discussID = String(posted.body.data.id);
    const liked = await praise(t.app, { discussID }, { token: reader.token });
    expect(liked.body).toMatchObject({
      status: 0,
      data: { discussID: Number(discussID), praised: 1, praiseCount: 1 },
    });
    const list = await get<{ list: { id: number; praiseCount: number }[] }>(t.app, '/main/discussViewFlat', {
      id: String(fileId),
    });
    expect(list.body.data.list.find((comment) => comment.id === Number(discussID))?.praiseCount).toBe(1);
    const hot = await get<{ list: { id: number }[] }>(t.app, '/main/discussHot', { id: String(fileId) });
    expect(hot.body.data.list.map((comment) => comment.id)).toContain(Number(discussID));
    const refusals: [Record<string, string>, string][] = [
      [{ fileId: '999999' }, '稿件不存在'],
      [{ discussID: '999999' }, '评论不存在'],
      [{}, '参数 fileId 和 discussID 必须给出其中一个'],
      [{ fileId: String(fileId), discussID }, '参数 fileId 和 discussID 必须给出其中一个'],
      [{ fileId: String(fileId), type: '2' }, '参数 type 必须是 0 或 1'],
      [{ fileId: String(fileId), appId: 'other' }, '参数 appId 无效'],
    ];
    for (const [fields, message] of refusals) {
      const answer = await praise(t.app, fields, { token: reader.token });
      expect([answer.body.status, answer.body.message]).toEqual([-1, message]);
    }
    await postForm(t.app, '/main/delMyDiscuss', { id: discussID }, { token: author.token });
    const gone = await praise(t.app, { discussID }, { token: author.token });
    expect(gone.body.message).toBe('评论不存在');
  });

  it('lets readers who did not sign in praise once per device only where the site allows it', async () => {
    const anonymous = await praise(t.app, { fileId: String(fileId), device: 'xy-anon-device-1' });
    expect(anonymous.body).toMatchObject({ status: 10102, message: '请先登录' });
    const allow = (anonymousPraise: number) =>
      call(t.app, {
        method: 'PATCH',
        url: '/ingest/config',
        payload: { siteConfig: { discuss: { anonymousPraise } } },
        headers: admin(t),
      });
    await allow(1);
    try {
      const before = await praiseCount();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          praise(t.app, { fileId: String(fileId), device: 'xy-anon-device-1' }),
        ),
      );
      expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(1);
      const other = await praise(t.app, { fileId: String(fileId), device: 'xy-anon-device-2' });
      expect(other.body.status).toBe(0);
      expect(await praiseCount()).toBe(before + 2);
    } finally {
      await allow(0);
    }
  });

  it('keeps favourites a member’s own', async () => {
    const anonymous = await postForm(t.app, '/main/fav', { fileId: String(fileId), type: '1' });
    expect(anonymous.body).toMatchObject({ status: 10102, message: '请先登录' });
    const reader = await member(t, '13600000005');
    const faved = await postForm(
      t.app,
      '/main/fav',
      { fileId: String(fileId), type: '1' },
      { token: reader.token },
    );
    expect(faved.body).toMatchObject({ status: 0, message: '收藏成功' });
  });
});
