import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '../../bench/stack.mjs';

describe("the benches' wait for a server to come up", () => {
  it('ends as soon as the process that would serve the page has exited, not at the deadline', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await new Promise((done) => child.once('exit', done));
    const started = Date.now();
    await expect(waitFor('http://127.0.0.1:9/home.html', Date.now() + 60_000, child)).rejects.toThrow(
      'did not come up: its process exited (3)',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ends, too, when that process was killed', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));
    await expect(waitFor('http://127.0.0.1:9/home.html', Date.now() + 60_000, child)).rejects.toThrow(
      'its process exited (SIGKILL)',
    );
  });

  it('ends once the page answers 2xx', async () => {
    let asked = 0;
    const server = createServer((_req, res) => {
      asked += 1;
      res.statusCode = asked < 2 ? 503 : 200;
      res.end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      await waitFor(`http://127.0.0.1:${port}/home.html`, Date.now() + 10_000);
      expect(asked).toBe(2);
    } finally {
      server.close();
    }
  });
});
