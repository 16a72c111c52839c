import { buildApp } from '../../backend/app';
import type { DatabaseHandle } from '../../backend/core/database';
import { drivers } from './testDb';
import { testConfig } from './testApp';

interface Line {
  level: number;
  msg: string;
  req?: { url: string };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await drivers[0]!.open();
}, 120_000);

/** The log lines at `level` of an ordinary reader's requests, then (with `breakAfter`) one that fails inside. */
async function linesAt(level: string, { breakAfter = false } = {}) {
  const lines: Line[] = [];
  const app = buildApp({
    db: database.db,
    dbKind: database.kind,
    config: testConfig({ logLevel: level }),
    logStream: { write: (line) => lines.push(JSON.parse(line) as Line) },
  });
  await app.ready();
  try {
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/main/getColumns?siteId=1' });
    await app.inject({ method: 'GET', url: '/main/getArticleContent?fileId=1&token=secret-token' });
    if (breakAfter) {
      await database.close();
      await app.inject({ method: 'GET', url: '/main/getColumns?siteId=1' });
    }
  } finally {
    await app.close();
  }
  return lines;
}

describe('the backend log (quiet by default)', () => {
  it('at info holds no line for ordinary requests', async () => {
    expect(await linesAt('info')).toEqual([]);
  });

  it('at debug has one line per answered request, the token kept out, and errors at their level', async () => {
    const lines = await linesAt('debug', { breakAfter: true });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(7);
    expect(completed.map((line) => line.req?.url)).toContain(
      '/main/getArticleContent?fileId=1&token=[redacted]',
    );
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['request failed']);
  });
});
