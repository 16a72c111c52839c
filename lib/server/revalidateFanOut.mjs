// With a worker per core (lib/server/siteServer.mjs), each worker keeps its own page cache and Next its own
// tag manifest in memory: a publish must reach them all. The worker that takes the CMS's revalidation hands it
// to every worker, itself included, over their loopback ports, and answers only when all have purged, so whoever
// published reads fresh pages from any worker right after.
import { request as httpRequest } from 'node:http';

/** Marks a revalidation one worker hands to another: it is applied there, not handed on again. */
export const FAN_OUT_HEADER = 'x-xy-fan-out';
/** A revalidation names at most 50 tags: anything longer is not one. */
const MAX_BODY_BYTES = 64 * 1024;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error('revalidation body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function post(port, path, headers, body) {
  return new Promise((resolve) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, [FAN_OUT_HEADER]: '1' } },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    sent.on('error', () => resolve({ status: 502, headers: {}, body: Buffer.alloc(0) }));
    sent.end(body);
  });
}

/**
 * @param {() => number[]} peers the loopback ports of every worker, this one's included
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function revalidateFanOut(peers) {
  return async function fanOut(req, res) {
    let body;
    try {
      body = await readBody(req);
    } catch {
      res.writeHead(413).end();
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'connection', 'content-length'].includes(name),
      ),
    );
    const answers = await Promise.all(peers().map((port) => post(port, req.url ?? '/', headers, body)));
    // The answer of a worker that refused (a wrong token, bad tags) says why; otherwise all agree.
    const answer = answers.find((one) => one.status >= 300) ?? answers[0];
    if (!answer) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(answer.status, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
    res.end(answer.body);
  };
}
