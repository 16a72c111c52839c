import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operationPath } from '../../lib/contract/operations.js';
import { STATUS } from '../../lib/contract/status.js';
import {
  VOTE_INFO_MAX,
  VOTE_PAYLOAD_MAX_AGE_MS,
  VOTE_REFUSED,
  VOTE_SORTS,
  type VoteSort,
} from '../../lib/contract/votes.js';
import { chinaDate } from '../core/chinaDate.js';
import type { Db } from '../core/database.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { paging, param, type Params, requestParams } from '../core/params.js';
import { appRateLimiter, refuseTooMany } from '../core/rateLimit.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { memberId, requestSession, serviceGuard } from '../sessions/serviceGuard.js';
import { apiOption, apiVote } from './voteAnswers.js';
import { cipherKeys, openVotePayload } from './voteCipher.js';
import { voteBatcher } from './voteBatcher.js';
import {
  findOption,
  type MemberVoting,
  findVote,
  listOptions,
  memberTally,
  rankedOptions,
  saveVoterInfo,
  type Vote,
  voterInfo,
  voteState,
  voteTotals,
  viewOption,
} from './voteRepo.js';
import { refusalOf } from './voteRefusals.js';

const memberRoute = { config: { member: true } };
const noVote = fail(STATUS.badInput, '投票不存在');
const PHONE = /^1\d{10}$/;
const SORTS: readonly number[] = Object.values(VOTE_SORTS);

async function memberVoting(db: Db, vote: Vote, userId: number, now: number): Promise<MemberVoting> {
  const [info, tally] = await Promise.all([voterInfo(db, vote.id, userId), memberTally(db, vote.id, userId)]);
  const today = tally?.day === chinaDate(now);
  return {
    infoFilled: vote.infoRule.length === 0 || info !== null,
    todayVotes: today ? (tally?.dayCount ?? 0) : 0,
    totalVotes: tally?.total ?? 0,
    optionVotes: tally?.optionCounts ?? {},
  };
}

function readSort(params: Params): VoteSort {
  const sort = param.optionalPositiveInt(params, 'sort') ?? VOTE_SORTS.number;
  if (!SORTS.includes(sort)) throw new InputError('参数 sort 必须是 1、2 或 3');
  return sort as VoteSort;
}

/** The member-info rule's answers from the form: every field the rule names, checked by its kind. */
function readInfo(vote: Vote, params: Params): Record<string, string> {
  const info: Record<string, string> = {};
  for (const rule of vote.infoRule) {
    const value = (params[rule.key] ?? '').trim();
    if (value === '') {
      if (rule.required) throw new InputError(`请填写${rule.label}`);
      continue;
    }
    if (value.length > VOTE_INFO_MAX) throw new InputError(`${rule.label}不能超过 ${VOTE_INFO_MAX} 个字`);
    if (rule.kind === 'phone' && !PHONE.test(value)) throw new InputError('请输入正确的手机号');
    info[rule.key] = value;
  }
  return info;
}

/**
 * Votes (spec section 7: vote info, options, optionInfo, infoByOptName, voteResult, recordVoteCountAndLog) on
 * `main`, signed like every main call. Reading is open to every reader (a member's token adds `mine` to the vote);
 * filling the member-info rule and voting are for members. A vote arrives encrypted (voteCipher.ts), at most
 * VOTE_MAX_PER_IP_MINUTE a minute from one address, and counts only within every limit
 * (voteRepo.castVotes, in a batch with the votes arriving meanwhile: voteBatcher.ts).
 */
export function voteRoutes({ db, config }: RouteDeps) {
  return async function voteOperations(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));
    const perAddress = appRateLimiter(app, config, 'votes:address', config.votes.ipPerMinute, 60_000);
    const keys = cipherKeys(config.voteCipherKey);
    const ballots = voteBatcher(db);

    const readVote = async (params: Params, name = 'id') => findVote(db, param.positiveInt(params, name));

    app.get(operationPath('voteInfo'), async (request: FastifyRequest) => {
      const vote = await readVote(requestParams(request));
      if (!vote) return noVote;
      const now = Date.now();
      const userId = requestSession(request)?.userId ?? null;
      const [totals, mine] = await Promise.all([
        voteTotals(db, vote.id),
        userId === null ? null : memberVoting(db, vote, userId, now),
      ]);
      return ok(apiVote(vote, totals, mine, now));
    });

    app.get(operationPath('voteOptions'), async (request) => {
      const params = requestParams(request);
      const vote = await readVote(params, 'voteId');
      if (!vote) return noVote;
      const { page, size } = paging(params);
      const rows = await listOptions(db, vote.id, { sort: readSort(params), page, size });
      return ok({ list: rows.slice(0, size).map(apiOption), hasMore: rows.length > size });
    });

    app.get(operationPath('infoByOptName'), async (request) => {
      const params = requestParams(request);
      const vote = await readVote(params, 'voteId');
      if (!vote) return noVote;
      const name = (params.name ?? '').trim();
      if (name === '' || name.length > 40) throw new InputError('参数 name 必须是 1 到 40 个字');
      const { page, size } = paging(params);
      const rows = await listOptions(db, vote.id, { sort: readSort(params), page, size, name });
      return ok({ list: rows.slice(0, size).map(apiOption), hasMore: rows.length > size });
    });

    app.get(operationPath('optionInfo'), async (request) => {
      const params = requestParams(request);
      const vote = await readVote(params, 'voteId');
      if (!vote) return noVote;
      const viewed = await viewOption(db, vote.id, param.positiveInt(params, 'optionId'));
      if (!viewed) return fail(VOTE_REFUSED.noOption, '选项不存在');
      return ok({ ...apiOption(viewed.option), rank: viewed.rank });
    });

    app.post(operationPath('voteResult'), async (request) => {
      const vote = await readVote(requestParams(request), 'voteId');
      if (!vote) return noVote;
      const options = await rankedOptions(db, vote.id);
      const total = options.reduce((sum, option) => sum + option.voteCount, 0);
      let rank = 0;
      const list = options.map((option, index) => {
        // Equal counts share a rank (1, 2, 2, 4).
        if (index === 0 || options[index - 1]?.voteCount !== option.voteCount) rank = index + 1;
        const percent = total === 0 ? 0 : Math.round((option.voteCount / total) * 1000) / 10;
        return { ...apiOption(option), rank, percent };
      });
      return ok({ voteId: vote.id, isbegin: voteState(vote, Date.now()), totalVotes: total, list });
    });

    app.post(operationPath('voteUserInfo'), memberRoute, async (request) => {
      const params = requestParams(request);
      const vote = await readVote(params, 'voteId');
      if (!vote) return noVote;
      await saveVoterInfo(db, vote.id, memberId(request), readInfo(vote, params));
      return ok({ voteId: vote.id, infoFilled: true }, '信息已保存');
    });

    app.post(operationPath('recordVoteCountAndLog'), memberRoute, async (request, reply) => {
      const verdict = await perAddress.hit(request.ip);
      if (!verdict.allowed) return refuseTooMany(reply, verdict);
      const badPayload = fail(VOTE_REFUSED.badPayload, '投票数据无效');
      const payload = openVotePayload(requestParams(request).data ?? '', keys);
      const now = Date.now();
      if (!payload || Math.abs(payload.t - now) > VOTE_PAYLOAD_MAX_AGE_MS) return badPayload;
      const userId = memberId(request);
      // One nonce counts once, whoever sends it: a captured payload sent again is a replay.
      const fresh = await request.server.replays.firstSeen(
        `vote:${payload.nonce}`,
        2 * VOTE_PAYLOAD_MAX_AGE_MS,
      );
      if (!fresh) return badPayload;
      const ballot = {
        voteId: payload.voteId,
        optionId: payload.optionId,
        userId,
        day: chinaDate(now),
        address: request.ip,
      };
      const cast = await ballots.cast(ballot);
      if (!cast) {
        const [vote, option] = await Promise.all([
          findVote(db, ballot.voteId),
          findOption(db, ballot.optionId),
        ]);
        const mine = vote ? await memberVoting(db, vote, userId, now) : null;
        const refusal = refusalOf({ vote, option, mine, now });
        return fail(refusal.status, refusal.message);
      }
      return ok(
        { voteId: ballot.voteId, optionId: ballot.optionId, voteCount: cast.voteCount, mine: cast.mine },
        '投票成功',
      );
    });
  };
}
