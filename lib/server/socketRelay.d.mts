import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

export const FORWARD_SECRET_HEADER: string;
export const SOCKET_PATH: string;
export function relayedHead(
  req: Pick<IncomingMessage, 'headers'>,
  path: string,
  backendHost: string,
  secret: string | undefined,
): string;
export function liveSocketRelay(
  env?: NodeJS.ProcessEnv,
): (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
