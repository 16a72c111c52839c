// Redis stopped in the middle of a broadcast, with two backend instances joined through it: a Redis of the test's
// own (redis-server on a free port, nothing saved), killed and started again; the machine's Redis is shared and is
// never touched. The hub stays up, says so once, the CMS's writes go on and reach liveView (pages poll it while their
// sockets are closed with 4503), and the instances share live messages again once Redis is back.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../backend/app';
import { LIVE_CLOSE } from '@/lib/contract/liveSocket';
import { ownRedisMissing, startOwnRedis, type OwnRedis } from '../ownRedis';
import { drivers } from './testDb';
import { testConfig, type TestApp } from './testApp';
import { cms, reader } from './readingHelpers';
import { connect, listening, newLive, subscribed, type Client, type Frame } from './liveSockets';

const missing = ownRedisMissing();
const withOwnRedis = missing ? describe.skip : describe;
if (missing) console.warn(`${missing}: the Redis outage test of the live hub is skipped`);

/**
 * A socket on `base` subscribed to the live, once the hub takes one again (it closes them with 4503 while Redis is
 * away), and the hub's answer to its subscription.
 */
async function admitted(base: string, fileId: number, timeoutMs = 10_000): Promise<[Client, Frame]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = await connect(base);
    client.send({ type: 'live_status_subscribe', data: { fileId } });
    const answer = await Promise.race([
      client.next('live_status_subscribe', timeoutMs).catch(() => 0),
      client.closed,
    ]);
    if (typeof answer !== 'number') return [client, answer];
    if (Date.now() > deadline) throw new Error(`the hub at ${base} still refuses sockets`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mentions = (lines: string[], text: string) => lines.filter((line) => line.includes(text)).length;

withOwnRedis('the live hub when its Redis stops mid-broadcast', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let other: FastifyInstance;
  const logs: [string[], string[]] = [[], []];
  const bases: string[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    redis = await startOwnRedis();
    const database = await drivers[0]!.open();
    const config = testConfig({ redisUrl: redis.url, logLevel: 'info' });
    const build = (lines: string[]) =>
      buildApp({
        db: database.db,
        dbKind: database.kind,
        config,
        logStream: { write: (line: string) => void lines.push(line) },
      });
    const app = build(logs[0]);
    other = build(logs[1]);
    t = {
      app,
      database,
      config,
      close: () => Promise.all([app.close(), other.close()]).then(() => database.close()),
    };
    bases.push(await listening(app), await listening(other));
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.terminate();
  });
  afterAll(async () => {
    await t?.close();
    await redis?.kill();
  });

  it('stays up, says so once, keeps every write for liveView, and shares messages again once Redis is back', async () => {
    const send = cms(t);
    const fileId = await newLive(t, '直播｜Redis 中断演练');
    const readers = [await subscribed(bases[0]!, fileId), await subscribed(bases[1]!, fileId)];
    clients.push(...readers);

    // Reports go out one after another through the first instance; Redis dies after the third.
    const answers: number[] = [];
    for (let n = 1; n <= 8; n += 1) {
      if (n === 4) await redis.kill();
      const posted = await send('POST', `/ingest/lives/${fileId}/reports`, { content: `第${n}条演练报道` });
      answers.push(posted.http, posted.body.status);
    }
    expect(answers).toEqual(Array.from({ length: 8 }, () => [200, 0]).flat());
    for (const client of readers) {
      expect(await client.next('live_reporting')).toMatchObject({ data: { content: '第1条演练报道' } });
      // Closed, so that its page polls liveView rather than miss what the other instance publishes.
      expect(await client.closed).toBe(LIVE_CLOSE.notShared);
    }

    // Both instances go on serving; a page's poll reads everything the CMS wrote, before and after.
    expect((await send('PUT', `/ingest/lives/${fileId}`, { status: 1 })).http).toBe(200);
    const view = await reader({ ...t, app: other })<{
      main: { status: number };
      list: { content: string }[];
    }>('liveView', { id: fileId });
    expect(view.body.data.main.status).toBe(1);
    expect(view.body.data.list.map((report) => report.content)).toEqual(
      Array.from({ length: 8 }, (_, index) => `第${8 - index}条演练报道`),
    );
    const refused = await connect(bases[1]!);
    clients.push(refused);
    expect(await refused.closed).toBe(LIVE_CLOSE.notShared);
    // ioredis retries meanwhile; the state change is logged once all the same.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const lines of logs) expect(mentions(lines, 'Redis unavailable: live sockets')).toBe(1);

    await redis.start();
    const back: Client[] = [];
    for (const base of bases) {
      const [client, answer] = await admitted(base, fileId);
      back.push(client);
      clients.push(client);
      // What it missed while away: the status the CMS set meanwhile.
      expect(answer).toMatchObject({ code: 200, data: { fileId, status: 1 } });
    }
    expect((await send('PUT', `/ingest/lives/${fileId}`, { status: 2 })).http).toBe(200);
    for (const client of back) {
      expect(await client.next('live_status')).toMatchObject({ code: 200, data: { fileId, status: 2 } });
    }
    for (const lines of logs) {
      expect(mentions(lines, 'Redis unavailable: live sockets')).toBe(1);
      expect(mentions(lines, 'Redis is back')).toBe(1);
    }
  }, 60_000);
});
