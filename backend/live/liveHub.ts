// The live hub (spec sections 3, 4 and 7): a WebSocket at /ws/{token}, the token being the site config's
// xyApi.websocketToken. A reader subscribes to the published live it has open and hears its status, reports and
// approved comments as `{code, type, data}` the moment the CMS writes them, through the bus (liveBus.ts) from any
// backend instance. Everything a reader sends is small and rare; anything else closes the socket.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Db } from '../core/database.js';
import { readSiteConfig } from '../siteConfig/configRepo.js';
import { isPlainObject } from '../core/jsonFields.js';
import type { LiveBus } from './liveBus.js';
import { findLive } from './liveRepo.js';
import { LIVE_CLOSE, LIVE_SOCKET_PATH, LIVE_SUBSCRIBE } from '../../lib/contract/liveSocket.js';

/** What the CMS's writes publish (the hub itself answers `ping` and `live_status_subscribe`). */
export type PublishedType = 'live_status' | 'live_reporting' | 'live_discuss';

export interface LiveHubLimits {
  /** Open sockets one client address may hold. */
  perAddress: number;
  /** Largest frame a reader may send, in bytes (ws closes with 1009 past it). */
  maxFrame: number;
  /** Messages one socket may send per `floodWindowMs`. */
  floodMessages: number;
  floodWindowMs: number;
  /** A socket that has not subscribed by then is closed. */
  subscribeWithinMs: number;
  /** Protocol pings go out this often; a socket that did not answer the previous one is dropped. */
  heartbeatMs: number;
}

export const DEFAULT_HUB_LIMITS: LiveHubLimits = {
  perAddress: 20,
  maxFrame: 4096,
  floodMessages: 30,
  floodWindowMs: 10_000,
  subscribeWithinMs: 30_000,
  heartbeatMs: 60_000,
};

interface Reader {
  fileId: number | null;
  alive: boolean;
  windowStart: number;
  sent: number;
  idle: NodeJS.Timeout;
}

const TOKEN_TTL_MS = 5_000;
const frame = (code: number, type: string, data: unknown) => JSON.stringify({ code, type, data });

function parse(raw: RawData, isBinary: boolean): { type: string; data: unknown } | null {
  if (isBinary) return null;
  try {
    const message: unknown = JSON.parse(raw.toString());
    return isPlainObject(message) && typeof message.type === 'string'
      ? { type: message.type, data: message.data }
      : null;
  } catch {
    return null;
  }
}

function subscribedId(data: unknown): number | null {
  const body = isPlainObject(data) ? data : {};
  const id = Number(body.fileId ?? body.id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function liveHub(db: Db, bus: LiveBus, limits: LiveHubLimits = DEFAULT_HUB_LIMITS) {
  const rooms = new Map<number, Set<WebSocket>>();
  const readers = new Map<WebSocket, Reader>();
  const perAddress = new Map<string, number>();
  let token: { value: string; until: number } | null = null;

  bus.onMessage((payload) => {
    const split = payload.indexOf('\n');
    const room = rooms.get(Number(payload.slice(0, split)));
    if (!room) return;
    const text = payload.slice(split + 1);
    for (const socket of room) if (socket.readyState === socket.OPEN) socket.send(text);
  });
  // Without the shared bus a reader here would miss what other instances publish: it polls liveView instead.
  bus.onShared((shared) => {
    if (!shared)
      for (const socket of readers.keys()) socket.close(LIVE_CLOSE.notShared, 'fan-out unavailable');
  });

  async function tokenMatches(given: string): Promise<boolean> {
    if (!token || token.until < Date.now()) {
      const config = await readSiteConfig(db);
      const xyApi = isPlainObject(config?.xyApi) ? config.xyApi : {};
      const value = typeof xyApi.websocketToken === 'string' ? xyApi.websocketToken : '';
      token = { value, until: Date.now() + TOKEN_TTL_MS };
    }
    return token.value !== '' && given === token.value;
  }

  function leave(socket: WebSocket, reader: Reader) {
    if (reader.fileId === null) return;
    const room = rooms.get(reader.fileId);
    room?.delete(socket);
    if (room?.size === 0) rooms.delete(reader.fileId);
  }

  async function handle(socket: WebSocket, reader: Reader, raw: RawData, isBinary: boolean) {
    const now = Date.now();
    if (now - reader.windowStart > limits.floodWindowMs) {
      reader.windowStart = now;
      reader.sent = 0;
    }
    reader.sent += 1;
    reader.alive = true;
    if (reader.sent > limits.floodMessages) return socket.close(LIVE_CLOSE.tooMany, 'too many messages');
    const message = parse(raw, isBinary);
    if (!message) return socket.send(frame(400, 'error', null));
    if (message.type === 'ping') return socket.send(frame(200, 'ping', null));
    if (message.type !== LIVE_SUBSCRIBE) return socket.send(frame(400, message.type, null));
    const fileId = subscribedId(message.data);
    const live = fileId === null ? null : await findLive(db, fileId, 'published');
    if (!live || socket.readyState !== socket.OPEN) {
      return socket.send(frame(404, LIVE_SUBSCRIBE, { fileId }));
    }
    leave(socket, reader);
    reader.fileId = live.fileId;
    clearTimeout(reader.idle);
    rooms.set(live.fileId, (rooms.get(live.fileId) ?? new Set()).add(socket));
    socket.send(frame(200, LIVE_SUBSCRIBE, { fileId: live.fileId, status: live.status }));
  }

  async function routes(app: FastifyInstance) {
    await app.register(websocket, { options: { maxPayload: limits.maxFrame } });
    const heartbeat = setInterval(() => {
      for (const [socket, reader] of readers) {
        if (!reader.alive) socket.terminate();
        reader.alive = false;
        socket.ping();
      }
    }, limits.heartbeatMs);
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));

    app.get<{ Params: { token: string } }>(
      `${LIVE_SOCKET_PATH}/:token`,
      { websocket: true },
      (socket, request) => {
        const address = request.ip;
        const count = (perAddress.get(address) ?? 0) + 1;
        perAddress.set(address, count);
        const reader: Reader = {
          fileId: null,
          alive: true,
          windowStart: Date.now(),
          sent: 0,
          idle: setTimeout(() => socket.close(LIVE_CLOSE.idle, 'no subscription'), limits.subscribeWithinMs),
        };
        readers.set(socket, reader);
        socket.on('close', () => {
          clearTimeout(reader.idle);
          leave(socket, reader);
          readers.delete(socket);
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        });
        socket.on('pong', () => {
          reader.alive = true;
        });
        // Listening at once, so nothing sent while the token is checked is lost; handled in order after it.
        const admitted = tokenMatches(request.params.token).then(
          (matches) => {
            if (!matches) socket.close(LIVE_CLOSE.badToken, 'bad token');
            else if (count > limits.perAddress) socket.close(LIVE_CLOSE.tooMany, 'too many connections');
            else if (!bus.shared()) socket.close(LIVE_CLOSE.notShared, 'fan-out unavailable');
            else return true;
            return false;
          },
          () => {
            socket.close(1011, 'unavailable');
            return false;
          },
        );
        socket.on('message', (raw, isBinary) => {
          void admitted
            .then((ok) => (ok ? handle(socket, reader, raw, isBinary) : undefined))
            .catch(() => {
              if (socket.readyState === socket.OPEN) socket.send(frame(500, 'error', null));
            });
        });
      },
    );
  }

  const publish = (fileId: number, type: PublishedType, data: unknown) =>
    bus.publish(`${fileId}\n${frame(200, type, data)}`);

  return {
    routes,
    /** Sends a message to every subscriber of the live, on every instance. */
    publish,
    /**
     * Publishes once the CMS's answer is out, so after the site was told to drop its cached live (the ingest
     * plugin's onSend): a page that redraws on the message gets the new state, never the cached one.
     */
    publishAfter(reply: FastifyReply, fileId: number, type: PublishedType, data: unknown) {
      let done = false;
      const go = () => {
        if (done) return;
        done = true;
        publish(fileId, type, data).catch((error: unknown) =>
          reply.log.warn({ err: error }, 'live message not published'),
        );
      };
      reply.raw.once('finish', go).once('close', go);
    },
    /** Open sockets on this instance (the bench reads it). */
    size: () => readers.size,
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
