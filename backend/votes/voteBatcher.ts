// Group commit of votes. Every vote is decided in the database (voteRepo.castVotes), but the votes that arrive
// while one batch is being written wait and go together in the next: one statement, one transaction, one commit
// for all of them, each vote keeping its own answer. Under a flood the batches grow on
// their own; a lone vote waits for nothing but the end of the event loop's turn. One batch at a time per process,
// so batches of one instance never wait on each other's row locks.
import type { Db } from '../core/database.js';
import { type Ballot, castVotes, type CastVote } from './voteRepo.js';

/** Votes one statement takes at most; the rest wait for the next batch. */
export const VOTE_BATCH_MAX = 250;

interface Waiting {
  ballot: Ballot;
  settle(answer: Promise<CastVote | null>): void;
}

export interface VoteBatcher {
  /** The vote's own answer: its option's new count and the member's tally, or null when it was refused. */
  cast(ballot: Ballot): Promise<CastVote | null>;
}

export function voteBatcher(db: Db, max = VOTE_BATCH_MAX): VoteBatcher {
  let waiting: Waiting[] = [];
  let writing = false;

  /** Settles each vote of the batch with its answer; never throws (a vote's error goes to its own caller). */
  async function write(batch: Waiting[]): Promise<void> {
    const answers = castVotes(
      db,
      batch.map((entry) => entry.ballot),
    );
    if (batch.length === 1) {
      batch[0]?.settle(answers.then(([answer]) => answer ?? null));
      await answers.catch(() => undefined);
      return;
    }
    try {
      const counted = await answers;
      batch.forEach((entry, index) => entry.settle(Promise.resolve(counted[index] ?? null)));
    } catch {
      // Nothing changed (one vote's member or option went meanwhile, or PostgreSQL broke a deadlock with another
      // instance's batch): each vote goes again on its own, to its own answer or error.
      for (const entry of batch) await write([entry]);
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, max);
      waiting = waiting.slice(max);
      await write(batch);
    }
    writing = false;
  }

  return {
    cast(ballot) {
      return new Promise<CastVote | null>((resolve, reject) => {
        waiting.push({ ballot, settle: (answer) => answer.then(resolve, reject) });
        if (writing) return;
        writing = true;
        // The votes whose requests this turn of the event loop reads go in the first batch too.
        setImmediate(() => void drain());
      });
    },
  };
}
