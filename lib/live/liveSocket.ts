// The live socket of spec sections 4 and 9, framework-free: when it may connect, its heartbeat and reconnection,
// and which of the hub's messages reach the page. The page (components/live/LiveUpdates.island.tsx) gives it
// what to do with a status, a report and a comment, and polls liveView while it is down.
import { LIVE_SOCKET_PATH, LIVE_SUBSCRIBE } from '@/lib/contract/liveSocket';

export const LIVE_SOCKET_TIMING = {
  /** After a close or an error, the next attempt. */
  reconnectMs: 4_000,
  /** Silence after which the page pings. */
  heartbeatMs: 60_000,
  /** After the ping, how long an answer may take before the socket is closed (and so reconnected). */
  replyWaitMs: 60_000,
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The hub's address, or null when the page must not connect. The rule is the spec's: the server URL starts with
 * wss:// and a websocket token exists. The site config's `socketServer.url` names the server; empty, the site's
 * own origin (whose relay hands the upgrade to the backend). Plain ws:// is taken only when the page itself was
 * opened on a loopback host: the local demo, development and the tests, never a reader's page.
 */
export function liveSocketUrl(
  serverUrl: string,
  token: string,
  page: { protocol: string; host: string; hostname: string },
  basePath = '',
): string | null {
  if (!token) return null;
  const own = `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}${basePath}`;
  const server = (serverUrl.trim() || own).replace(/\/+$/, '');
  const secure = server.startsWith('wss://');
  if (!secure && !(server.startsWith('ws://') && LOOPBACK.has(page.hostname))) return null;
  return `${server}${LIVE_SOCKET_PATH}/${encodeURIComponent(token)}`;
}

export interface LiveSocketHandlers {
  onStatus(data: unknown): void;
  onReport(data: unknown): void;
  onComment(data: unknown): void;
  /** Subscribed: the page reads what it missed meanwhile and stops polling. */
  onUp(): void;
  /** Closed or failed: the page polls until it is up again. */
  onDown(): void;
}

type Socket = Pick<WebSocket, 'readyState' | 'send' | 'close'> & {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

/** A message the page acts on: code 200 and one of the three types; anything else is ignored. */
export function dispatchLiveMessage(raw: unknown, handlers: LiveSocketHandlers): void {
  let message: unknown;
  try {
    message = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    return;
  }
  if (typeof message !== 'object' || message === null) return;
  const { code, type, data } = message as { code?: unknown; type?: unknown; data?: unknown };
  if (code !== 200) return;
  if (type === 'live_status') handlers.onStatus(data);
  else if (type === 'live_reporting') handlers.onReport(data);
  else if (type === 'live_discuss') handlers.onComment(data);
}

/** Connects to `url` and subscribes to the live `fileId` until stop(); reconnects as the spec says. */
export function openLiveSocket(
  url: string,
  fileId: number,
  handlers: LiveSocketHandlers,
  createSocket: (url: string) => Socket = (address) => new WebSocket(address) as unknown as Socket,
): { stop(): void } {
  let socket: Socket | null = null;
  let stopped = false;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;

  const quiet = () => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => {
      socket?.send(JSON.stringify({ type: 'ping' }));
      // Any traffic meanwhile re-arms this timer; if none came, or the socket is not open, it is closed.
      heartbeat = setTimeout(() => socket?.close(), LIVE_SOCKET_TIMING.replyWaitMs);
    }, LIVE_SOCKET_TIMING.heartbeatMs);
  };
  const down = () => {
    clearTimeout(heartbeat);
    if (stopped || reconnect !== undefined) return;
    handlers.onDown();
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, LIVE_SOCKET_TIMING.reconnectMs);
  };
  function connect() {
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: LIVE_SUBSCRIBE, data: { fileId } }));
      quiet();
      handlers.onUp();
    };
    current.onmessage = (event) => {
      quiet();
      dispatchLiveMessage(event.data, handlers);
    };
    current.onclose = down;
    current.onerror = down;
  }

  connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(reconnect);
      clearTimeout(heartbeat);
      socket?.close();
    },
  };
}
