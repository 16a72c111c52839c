// A Redis of a test's own: redis-server on a free loopback port, nothing saved, that the test may kill and start
// again. The machine's Redis (6379) is shared with other suites and checkouts and is never stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/** Why a test of Redis going away cannot run here, or null when it can. */
export const ownRedisMissing = (): string | null =>
  spawnSync('redis-server', ['--version']).status === 0
    ? null
    : 'redis-server is not on the PATH (apt-get install redis-server)';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false));
    socket.connect(port, '127.0.0.1');
  });

export interface OwnRedis {
  url: string;
  /** Kills it at once (SIGKILL): clients see their connections drop mid-command. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start };
}
