// The backend a bench measures over HTTP, in process: built, on a fresh in-memory database of the demo, unsigned
// (API_VERSION 2), listening on `port`; with the bench's calls: `call` (GET as a query, anything else
// form-encoded, the member's token when given) and `members` (members with tokens, made in the database: signing
// in is not what a bench measures).
import { benchSecrets } from './benchSecrets.mjs';
import { builtBackend } from './builtBackend.mjs';

export async function startBenchBackend({ port, env = {} }) {
  const load = builtBackend();
  const { buildApp } = await load('app.js');
  const { loadConfig } = await load('core/config.js');
  const { openDatabase } = await load('core/database.js');
  const { seedIfEmpty } = await load('domains.js');
  const { memberForPhone } = await load('members/memberRepo.js');
  const { issueMemberPair } = await load('sessions/tokenRepo.js');

  const config = loadConfig({ LOG_LEVEL: 'warn', API_VERSION: '2', ...env, ...benchSecrets() });
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedIfEmpty(database.db);
  const app = buildApp({ db: database.db, dbKind: database.kind, config });
  // A thousand connections arrive together: a backlog past Node's default 511 keeps any from being reset.
  await app.listen({ host: '127.0.0.1', port, backlog: 4096 });
  const base = `http://127.0.0.1:${port}`;

  const call = async (method, path, fields, token) => {
    const body = new URLSearchParams(fields).toString();
    const response = await fetch(method === 'GET' ? `${base}${path}?${body}` : `${base}${path}`, {
      method,
      headers: {
        ...(token ? { token } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: method === 'GET' ? undefined : body,
    });
    return response.json();
  };
  const members = async (count, prefix) => {
    const list = [];
    for (let index = 0; index < count; index += 1) {
      const { member } = await memberForPhone(database.db, `1${prefix}${String(index).padStart(6, '0')}`);
      const pair = await issueMemberPair(database.db, `xy-bench-${prefix}-${index}`, member.userId);
      list.push({ userId: member.userId, token: pair.token });
    }
    return list;
  };
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { base, config, call, members, close };
}
