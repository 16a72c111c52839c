// The readers of `npm run bench:live` (tests/bench/live.mjs), in a process of their own so that their sockets and
// the hub's do not share one file-descriptor limit and the hub's memory is measured alone. Connects `count`
// sockets spread over `ports`, each subscribed to `fileId`; says `ready`; on `collect` answers when each heard a
// live_status (epoch milliseconds, sub-millisecond), waiting at most 10 s.
import { WebSocket } from 'ws';

const [portList, fileIdText, countText, token] = process.argv.slice(2);
const ports = portList.split(',').map(Number);
const fileId = Number(fileIdText);
const count = Number(countText);
const arrivals = [];
const now = () => performance.timeOrigin + performance.now();

/** One socket subscribed to the live; a connection reset while thousands arrive is tried again. */
function subscribe(port, attempts = 5) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/${token}`);
    socket.on('message', (raw) => {
      const text = raw.toString();
      if (text.includes('"live_status_subscribe"')) resolve(socket);
      else if (text.includes('"live_status"')) arrivals.push(now());
    });
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'live_status_subscribe', data: { fileId } })),
    );
    socket.once('error', (error) => {
      if (attempts <= 1) reject(error);
      else setTimeout(() => subscribe(port, attempts - 1).then(resolve, reject), 50);
    });
  });
}

const sockets = [];
for (let opened = 0; opened < count;) {
  const batch = Math.min(200, count - opened);
  const port = ports[Math.floor((opened / count) * ports.length)];
  sockets.push(...(await Promise.all(Array.from({ length: batch }, () => subscribe(port)))));
  opened += batch;
}
process.send({ ready: sockets.length });
process.on('message', async () => {
  const deadline = Date.now() + 10_000;
  while (arrivals.length < sockets.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  process.send({ arrivals, sockets: sockets.length }, () => process.exit(0));
});
