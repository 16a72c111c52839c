import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { burstNotifier, notifySite, tagsForIngestPath } from '../../backend/core/siteNotifier';
import { articleId, member, postComment } from './commentHelpers';
import { admin } from './memberHelpers';
import { drivers } from './testDb';
import { call, startApp, type TestApp } from './testApp';

interface Seen {
  authorization: string | undefined;
  body: { tags: string[] };
}

/** A stand-in for the site's /api/revalidate that records what the backend tells it. */
function revalidateEndpoint() {
  const seen: Seen[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":0}');
    });
  });
  return new Promise<{ url: string; seen: Seen[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/api/revalidate`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('telling the site what the CMS changed', () => {
  it('maps ingest paths to cache tags', () => {
    expect(tagsForIngestPath('/ingest/config')).toEqual(['site-config']);
    expect(tagsForIngestPath('/ingest/columns/3')).toEqual(['columns']);
    expect(tagsForIngestPath('/ingest/articles')).toEqual(['articles']);
    expect(tagsForIngestPath('/ingest/moments/4')).toEqual(['community']);
    expect(tagsForIngestPath('/ingest/courses/1')).toEqual(['study']);
    expect(tagsForIngestPath('/main/getConfig')).toEqual([]);
  });

  it.each([
    ['/ingest/topicQuestions/5/approve', ['questions']],
    ['/ingest/inquiries/5/reply', ['questions']],
    ['/ingest/qaConfig', ['questions']],
    // An answer shows under an account's question and under a 问吧 topic's.
    ['/ingest/questions/5/answers', ['xys', 'questions']],
    ['/ingest/xyDynamics/5', ['xys']],
  ])('drops the pages listing questions and inquiries at %s', (path, tags) =>
    expect(tagsForIngestPath(path)).toEqual(tags),
  );

  it.each([
    '/ingest/comments',
    '/ingest/comments/5/approve',
    '/ingest/comments/5/reject',
    '/ingest/comments/5/remove',
    '/ingest/comments/5',
  ])('drops the comment lists after moderation at %s', (path) =>
    expect(tagsForIngestPath(path)).toEqual(['comments']),
  );

  it('sends the first of a burst at once and the rest together at the end of the window', () => {
    jest.useFakeTimers();
    try {
      const sent: string[][] = [];
      const notify = burstNotifier(async (tags) => void sent.push(tags), 5000);
      notify(['comments']);
      expect(sent).toEqual([['comments']]);
      notify(['comments']);
      notify(['articles', 'comments']);
      jest.advanceTimersByTime(4999);
      expect(sent).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(sent).toEqual([['comments'], ['comments', 'articles']]);
      jest.advanceTimersByTime(5000);
      notify(['comments']);
      expect(sent).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells every site instance listed', async () => {
    const [one, two] = await Promise.all([revalidateEndpoint(), revalidateEndpoint()]);
    const log = { warn: jest.fn() } as unknown as Parameters<typeof notifySite>[3];
    await notifySite(`${one.url}, ${two.url}`, 'admin', ['articles'], log);
    expect(one.seen.map((seen) => seen.body)).toEqual([{ tags: ['articles'] }]);
    expect(two.seen.map((seen) => seen.body)).toEqual([{ tags: ['articles'] }]);
    await Promise.all([one.close(), two.close()]);
  });

  describe.each(drivers)('on $name', (driver) => {
    let t: TestApp;
    let site: Awaited<ReturnType<typeof revalidateEndpoint>>;
    beforeAll(async () => {
      site = await revalidateEndpoint();
      t = await startApp(driver, { siteRevalidateUrl: site.url });
    }, 180_000);
    afterAll(async () => {
      await t.close();
      await site.close();
    });

    it('posts the tags of a successful write with the admin token, and nothing for a refused one', async () => {
      const patch = (authorization: string) =>
        call(t.app, {
          method: 'PATCH',
          url: '/ingest/config',
          payload: { padColor: '#123456' },
          headers: { authorization },
        });
      expect((await patch('Bearer wrong')).http).toBe(401);
      expect((await patch(`Bearer ${t.config.adminToken}`)).http).toBe(200);
      // Told before the CMS got its answer.
      expect(site.seen).toEqual([
        { authorization: `Bearer ${t.config.adminToken}`, body: { tags: ['site-config'] } },
      ]);
    });

    it("drops the site's comment lists when a member's comment shows at once or an editor approves one", async () => {
      const told = () => site.seen.filter((seen) => seen.body.tags.includes('comments')).length;
      const until = async (check: () => boolean) => {
        for (let wait = 0; !check() && wait < 100; wait += 1)
          await new Promise((done) => setTimeout(done, 20));
        return check();
      };
      const fileId = await articleId(t, '临江港一季度集装箱吞吐量同比增长12.6%');
      const setAudit = (auditType: number) =>
        call(t.app, {
          method: 'PATCH',
          url: '/ingest/config',
          payload: { siteConfig: { discuss: { auditType } } },
          headers: admin(t),
        });
      const [held, shown] = [await member(t, '13700000091'), await member(t, '13700000092')];
      await setAudit(1);
      const waiting = await postComment(t.app, held.token, { rootID: String(fileId), content: '等编辑审核' });
      expect(waiting.body.data.status).toBe(0);
      await setAudit(0);
      expect(told()).toBe(0);
      await postComment(t.app, shown.token, { rootID: String(fileId), content: '马上可见' });
      expect(await until(() => told() === 1)).toBe(true);
      const approve = await call(t.app, {
        method: 'POST',
        url: `/ingest/comments/${waiting.body.data.id}/approve`,
        payload: {},
        headers: admin(t),
      });
      expect(approve.http).toBe(200);
      expect(told()).toBe(2);
    });

    it('does not fail the write when the site is down', async () => {
      await site.close();
      const answer = await call(t.app, {
        method: 'POST',
        url: '/ingest/columns',
        payload: { name: '通知失败也要保存' },
        headers: { authorization: `Bearer ${t.config.adminToken}` },
      });
      expect(answer.http).toBe(200);
      expect(answer.body.status).toBe(0);
    });
  });
});
