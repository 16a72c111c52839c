// Real WebSocket clients of the live hub for the backend suites: each keeps every frame it hears, so a test can
// wait for the one it expects, and knows the code it was closed with.
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../backend/app';
import type { LiveHubLimits } from '../../backend/live/liveHub';
import { drivers } from './testDb';
import { testConfig, type TestApp } from './testApp';
import { cms } from './readingHelpers';

/** The seeded site config's xyApi.websocketToken. */
export const TOKEN = 'linjiang-live-demo';

export interface Frame {
  code: number;
  type: string;
  data: Record<string, unknown> | null;
}

export class Client {
  readonly frames: Frame[] = [];
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  async next(type: string, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type);
      if (index >= 0) return this.frames.splice(index, 1)[0] as Frame;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** Listens on a free loopback port; the hub's base address. */
export const listening = async (app: FastifyInstance) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

export function connect(base: string, token = TOKEN): Promise<Client> {
  const socket = new WebSocket(`${base}/ws/${token}`);
  const client = new Client(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

export async function subscribed(base: string, fileId: number): Promise<Client> {
  const client = await connect(base);
  client.send({ type: 'live_status_subscribe', data: { fileId } });
  expect(await client.next('live_status_subscribe')).toMatchObject({ code: 200, data: { fileId } });
  return client;
}

/** How a handshake ends that the hub must not take: 'refused' (an HTTP answer, no socket) or the close code. */
export function refusal(url: string): Promise<'refused' | number> {
  const socket = new WebSocket(url);
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      socket.terminate();
      resolve('refused');
    });
    socket.once('close', (code) => resolve(code));
    socket.once('error', () => undefined);
  });
}

/** Waits for a condition the hub reaches on its own timers. */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A backend on a fresh seeded database, listening, with the hub's limits: the app and the hub's base address. */
export async function listeningHub(limits?: Partial<LiveHubLimits>): Promise<{ t: TestApp; base: string }> {
  const database = await drivers[0]!.open();
  const config = testConfig();
  const app = buildApp({ db: database.db, dbKind: database.kind, config, hubLimits: limits });
  const t = { app, database, config, close: () => app.close().then(() => database.close()) };
  return { t, base: await listening(app) };
}

/** A published live article, created as the CMS would: its fileId. */
export async function newLive(t: TestApp, title: string): Promise<number> {
  const created = await cms(t)<{ fileId: number }>('POST', '/ingest/articles', {
    title,
    columnID: 1,
    articleType: 6,
  });
  return created.body.data.fileId;
}
