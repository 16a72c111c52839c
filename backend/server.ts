import { putSecrets, SecretError } from '../lib/contract/secrets.mjs';
import { ConfigError, loadConfig } from './core/config.js';
import { openDatabase } from './core/database.js';
import { LockError } from './core/lock.js';
import { buildApp } from './app.js';
import { recomputeRankings } from './accounts/rankRepo.js';
import { seedIfEmpty } from './domains.js';
import { recomputeNeighbours } from './people/recommendationRepo.js';
import { indexMissingArticles } from './search/searchRepo.js';
import { pruneExpiredTokens } from './sessions/tokenRepo.js';

const PRUNE_EVERY_MS = 3_600_000;
// The influence ranking is computed here in the background, never on a reader's request.
const RANK_EVERY_MS = 5 * 60_000;
/** How often the recommendations' neighbours are rebuilt from the latest reads (backend/people). */
const RECOMMEND_EVERY_MS = 600_000;

async function main(): Promise<void> {
  // Started by a launcher, the environment has every secret; started alone, it takes the kept ones.
  const generated = putSecrets(process.env);
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
  });
  const app = buildApp({ db: database.db, dbKind: database.kind, config });
  if (generated) app.log.warn(generated);
  const prune = () =>
    pruneExpiredTokens(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'token pruning failed'),
    );
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();
  const rank = () =>
    recomputeRankings(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'ranking recomputation failed'),
    );
  const ranking = setInterval(rank, RANK_EVERY_MS);
  ranking.unref();
  const recompute = () =>
    recomputeNeighbours(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'recomputing recommendations failed'),
    );
  const recomputing = setInterval(recompute, RECOMMEND_EVERY_MS);
  recomputing.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruning);
    clearInterval(ranking);
    clearInterval(recomputing);
    try {
      // Stop taking requests and let running ones finish before the database goes away.
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await database.migrate();
    if (await seedIfEmpty(database.db)) app.log.info('seeded the 临江日报 demo site');
    const indexed = await indexMissingArticles(database.db);
    if (indexed > 0) app.log.info({ indexed }, 'added articles to the search index');
    await prune();
    await rank();
    await recompute();
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) => `backend listening on ${address}`,
    });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  // The one plain line scripts wait for; everything else is pino JSON.
  process.stdout.write(`backend listening on http://${host}:${port}\n`);
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof SecretError || error instanceof LockError;
  // Configuration and lock problems are the operator's to fix, so a sentence beats a stack trace.
  process.stderr.write(
    `backend failed to start: ${expected ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
