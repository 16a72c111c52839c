// The voters of `npm run bench:votes` (tests/bench/votes.mjs), in a process of their own so that sealing the
// payloads and the HTTP client's work do not share the backend's thread: the bench measures what the backend
// sustains. Takes one job over IPC, { base, key, voteId, options, tokens, votesEach, concurrency }, casts
// `votesEach` votes for every token (member m's n-th for option (m + n) mod options), `concurrency` in flight,
// each a real recordVoteCountAndLog sealed as the site seals it, with a nonce of its own; answers the statuses
// and the seconds the flood took.
import { sealer, sendVote } from './voteSeal.mjs';

process.once('message', async ({ base, key, voteId, options, tokens, votesEach, concurrency }) => {
  const seal = sealer(key);
  const tasks = tokens.flatMap((token, m) =>
    Array.from(
      { length: votesEach },
      (_, n) => () => sendVote(base, token, seal(voteId, options[(m + n) % options.length])),
    ),
  );
  const statuses = new Array(tasks.length);
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++;
        statuses[index] = (await tasks[index]()).status;
      }
    }),
  );
  process.send({ statuses, seconds: (performance.now() - start) / 1000 }, () => process.exit(0));
});
