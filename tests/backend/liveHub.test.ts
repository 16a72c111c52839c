// The live hub at /ws/{token} with real WebSocket clients on a listening backend: who is let in, what a
// subscriber hears when the CMS writes (a status, a report, an approved comment), what is refused, and two
// instances joined through Redis (REDIS_URL) delivering each other's messages.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { buildApp } from '../../backend/app';
import { LIVE_CLOSE } from '@/lib/contract/liveSocket';
import { drivers } from './testDb';
import { startApp, testConfig, type TestApp } from './testApp';
import { cms, reader } from './readingHelpers';
import { member, postComment } from './commentHelpers';
import {
  connect,
  listening,
  listeningHub,
  newLive,
  refusal,
  subscribed,
  until,
  type Client,
} from './liveSockets';

const connections = (app: TestApp['app']) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

const LIMITS = { perAddress: 3, maxFrame: 1024, floodMessages: 10 };

describe('the live hub', () => {
  let t: TestApp;
  let base: string;
  let send: ReturnType<typeof cms>;
  let fileId: number;
  const clients: Client[] = [];
  const open = async (client: Promise<Client>) => {
    const ready = await client;
    clients.push(ready);
    return ready;
  };

  beforeAll(async () => {
    ({ t, base } = await listeningHub(LIMITS));
    send = cms(t);
    fileId = await newLive(t, '直播｜实时推送测试');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.terminate();
  });
  afterAll(() => t.close());

  it('refuses a wrong token with its close code', async () => {
    const client = await open(connect(base, 'not-the-token'));
    expect(await client.closed).toBe(LIVE_CLOSE.badToken);
  });

  it('answers a ping and refuses to subscribe to an unknown or unpublished live', async () => {
    const client = await open(connect(base));
    client.send({ type: 'ping' });
    expect(await client.next('ping')).toEqual({ code: 200, type: 'ping', data: null });
    client.send({ type: 'live_status_subscribe', data: { fileId: 999_999 } });
    expect(await client.next('live_status_subscribe')).toMatchObject({ code: 404 });
    const draft = await send<{ fileId: number }>('POST', '/ingest/articles', {
      title: '直播｜未发布',
      columnID: 1,
      articleType: 6,
      aStatus: 0,
    });
    client.send({ type: 'live_status_subscribe', data: { fileId: draft.body.data.fileId } });
    expect(await client.next('live_status_subscribe')).toMatchObject({ code: 404 });
    client.send('not json');
    expect(await client.next('error')).toMatchObject({ code: 400 });
  });

  it('tells every subscriber of the live a status change, a new and an edited report, an approved comment', async () => {
    const [first, second] = [await open(subscribed(base, fileId)), await open(subscribed(base, fileId))];
    expect((await send('PUT', `/ingest/lives/${fileId}`, { status: 1 })).http).toBe(200);
    for (const client of [first, second]) {
      expect(await client.next('live_status')).toMatchObject({ code: 200, data: { fileId, status: 1 } });
    }
    const posted = await send<{ reportId: number }>('POST', `/ingest/lives/${fileId}/reports`, {
      content: '第一条实时报道',
      reporter: '唐悦',
    });
    expect(await first.next('live_reporting')).toMatchObject({
      data: { fileId, reportId: posted.body.data.reportId, content: '第一条实时报道' },
    });
    await send('PUT', `/ingest/lives/${fileId}/reports/${posted.body.data.reportId}`, {
      content: '第一条实时报道（更正）',
    });
    expect(await first.next('live_reporting')).toMatchObject({
      data: { reportId: posted.body.data.reportId, content: '第一条实时报道（更正）' },
    });
    await send('POST', '/ingest/comments', { fileId, content: '编辑部的直播评论' });
    expect(await second.next('live_discuss')).toMatchObject({
      code: 200,
      data: { content: '编辑部的直播评论', official: 1 },
    });
  });

  it('tells subscribers a reader’s comment on the live once an editor approves it, not before', async () => {
    const subscriber = await open(subscribed(base, fileId));
    await send('PATCH', '/ingest/config', { siteConfig: { discuss: { auditType: 1 } } });
    try {
      const alice = await member(t, '13900139001');
      const held = await postComment(t.app, alice.token, {
        rootID: String(fileId),
        content: '读者的直播评论',
      });
      expect(held.body.data.status).toBe(0);
      await expect(subscriber.next('live_discuss', 300)).rejects.toThrow('no live_discuss frame');
      const approved = await send('POST', `/ingest/comments/${held.body.data.id}/approve`, {});
      expect(approved.http).toBe(200);
      expect(await subscriber.next('live_discuss')).toMatchObject({
        code: 200,
        data: { content: '读者的直播评论' },
      });
    } finally {
      await send('PATCH', '/ingest/config', { siteConfig: { discuss: { auditType: 0 } } });
    }
  });

  it('closes a socket that sends an oversized frame, and caps connections per address', async () => {
    const client = await open(connect(base));
    client.socket.send('x'.repeat(LIMITS.maxFrame + 1));
    expect(await client.closed).toBe(1009);
    const held = await Promise.all([1, 2, 3].map(() => open(connect(base))));
    const extra = await open(connect(base));
    expect(await extra.closed).toBe(LIVE_CLOSE.tooMany);
    held[0]?.send({ type: 'ping' });
    expect(await held[0]?.next('ping')).toMatchObject({ code: 200 });
  });

  it('closes a socket that floods the hub, and leaves the other readers be', async () => {
    const [flooder, reader] = [await open(connect(base)), await open(subscribed(base, fileId))];
    for (let n = 0; n <= LIMITS.floodMessages; n += 1) flooder.send({ type: 'ping' });
    expect(await flooder.closed).toBe(LIVE_CLOSE.tooMany);
    reader.send({ type: 'ping' });
    expect(await reader.next('ping')).toMatchObject({ code: 200 });
  });

  it('refuses a socket without a token or on another path, and keeps no connection for it', async () => {
    const before = await connections(t.app);
    expect(await refusal(`${base}/ws/`)).toBe(LIVE_CLOSE.badToken);
    expect(await refusal(`${base}/ws`)).toBe('refused');
    expect(await refusal(`${base}/no-such-path`)).toBe('refused');
    // Answered over HTTP, an upgrade's connection is the backend's to close: left open, it stays for good.
    for (let waited = 0; (await connections(t.app)) > before && waited < 3000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await connections(t.app)).toBeLessThanOrEqual(before);
  });

  it('answers malformed and unknown frames with 400, bad live ids with 404, and keeps the socket', async () => {
    const client = await open(connect(base));
    client.socket.send(Buffer.from([0x7b, 0x7d]));
    expect(await client.next('error')).toEqual({ code: 400, type: 'error', data: null });
    for (const text of ['[1,2]', '{"data":{"fileId":1}}']) {
      client.socket.send(text);
      expect(await client.next('error')).toEqual({ code: 400, type: 'error', data: null });
    }
    client.send({ type: 'live_status', data: { fileId, status: 1 } });
    expect(await client.next('live_status')).toEqual({ code: 400, type: 'live_status', data: null });
    for (const bad of ['abc', -1, 2 ** 31]) {
      client.send({ type: 'live_status_subscribe', data: { fileId: bad } });
      expect(await client.next('live_status_subscribe')).toEqual({
        code: 404,
        type: 'live_status_subscribe',
        data: { fileId: null },
      });
    }
    client.send({ type: 'ping' });
    expect(await client.next('ping')).toMatchObject({ code: 200 });
  });
});

describe('the live hub’s quiet sockets', () => {
  let t: TestApp;
  let base: string;
  let send: ReturnType<typeof cms>;
  let fileId: number;

  beforeAll(async () => {
    ({ t, base } = await listeningHub({ subscribeWithinMs: 300, heartbeatMs: 200 }));
    send = cms(t);
    fileId = await newLive(t, '直播｜断网重连测试');
  });
  afterAll(() => t.close());

  it('closes a socket that does not subscribe in time', async () => {
    const client = await connect(base);
    expect(await client.closed).toBe(LIVE_CLOSE.idle);
  });

  it('drops a reader whose network went silent, the others hear on, and back it reads the status it missed', async () => {
    const [gone, staying] = [await subscribed(base, fileId), await subscribed(base, fileId)];
    // Its network drops: nothing it is sent arrives, so it answers no protocol ping.
    (gone.socket as unknown as { _socket: Socket })._socket.pause();
    await until(() => t.app.liveHub.size() === 1);
    expect((await send('PUT', `/ingest/lives/${fileId}`, { status: 1 })).http).toBe(200);
    expect(await staying.next('live_status')).toMatchObject({ code: 200, data: { fileId, status: 1 } });

    gone.socket.terminate();
    const back = await connect(base);
    back.send({ type: 'live_status_subscribe', data: { fileId } });
    expect(await back.next('live_status_subscribe')).toMatchObject({
      code: 200,
      data: { fileId, status: 1 },
    });
    const view = await reader(t)<{ main: { status: number } }>('liveView', { id: fileId });
    expect(view.body.data.main.status).toBe(1);
    for (const client of [staying, back]) client.socket.terminate();
  });
});

describe('the live hub without its Redis', () => {
  it('refuses sockets with 4503 (pages poll liveView meanwhile) and says so in the log once', async () => {
    const lines: string[] = [];
    const database = await drivers[0]!.open();
    const app = buildApp({
      db: database.db,
      dbKind: database.kind,
      // Nothing listens on port 1: the bus is never shared.
      config: testConfig({ redisUrl: 'redis://127.0.0.1:1', logLevel: 'warn' }),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const base = await listening(app);
      const client = await connect(base);
      expect(await client.closed).toBe(LIVE_CLOSE.notShared);
      expect(lines.filter((line) => line.includes('live sockets'))).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.warn('REDIS_URL is not set: the two-instance live hub test is skipped');

withRedis('two backend instances sharing Redis', () => {
  it('deliver a status changed through one instance to a reader of the other', async () => {
    const t = await startApp(drivers[0]!, {
      redisUrl,
      rateLimit: { keyPrefix: `test-${randomBytes(4).toString('hex')}:` },
    });
    const other = buildApp({ db: t.database.db, dbKind: 'pglite', config: testConfig(t.config) });
    try {
      const base = await listening(other);
      const send = cms(t);
      const id = await newLive(t, '直播｜跨实例推送');
      const reader = await subscribed(base, id);
      expect((await send('PUT', `/ingest/lives/${id}`, { status: 2 })).http).toBe(200);
      expect(await reader.next('live_status')).toMatchObject({ data: { fileId: id, status: 2 } });
      reader.socket.terminate();
    } finally {
      await other.close();
      await t.close();
    }
  });
});
