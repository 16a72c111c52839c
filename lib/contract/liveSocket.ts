// The live socket (spec sections 3, 4 and 7): where the hub listens and what travels on it. Part of the contract
// both sides import: plain data, no framework.

/** The hub answers at `<socket server URL><LIVE_SOCKET_PATH>/<websocketToken>`. */
export const LIVE_SOCKET_PATH = '/ws';

/** What the hub sends: `{code, type, data}`; a page acts on code 200 only. */
export const LIVE_MESSAGE_TYPES = [
  'ping',
  'live_status',
  'live_status_subscribe',
  'live_reporting',
  'live_discuss',
] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

/** A page subscribes with `{type: 'live_status_subscribe', data: {fileId}}` and pings with `{type: 'ping'}`. */
export const LIVE_SUBSCRIBE = 'live_status_subscribe';

/** Why the hub closed a socket (4000-4999 belong to the application). */
export const LIVE_CLOSE = {
  badToken: 4401,
  idle: 4408,
  tooMany: 4429,
  /** Redis is away: this instance cannot promise every message, the page polls liveView instead. */
  notShared: 4503,
} as const;
