import type { IncomingMessage, ServerResponse } from 'node:http';
export const FAN_OUT_HEADER: string;
export function revalidateFanOut(
  peers: () => number[],
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
