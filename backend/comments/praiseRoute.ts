// Praise (点赞) through `fav` with `appId` PRAISE_APP_ID (spec section 7: "fav (appId for praise)"): of an article
// (`fileId`) or a comment (`discussID`), `type` 1 to praise (the default) and 0 to take it back. One praise per
// member, or per device for readers who did not sign in where site config allows it.
import type { FastifyRequest } from 'fastify';
import { COMMENT_SOURCE, COMMENT_STATUS, type CommentSource } from '../../lib/contract/comments.js';
import { STATUS } from '../../lib/contract/status.js';
import type { Db } from '../core/database.js';
import { fail, InputError, ok } from '../core/envelope.js';
import { devicePattern, param, type Params } from '../core/params.js';
import { requestSession } from '../sessions/serviceGuard.js';
import { findComment } from './commentRepo.js';
import { type ListCache, targetOf } from './listCache.js';
import { discussSettings } from './moderationRepo.js';
import { addPraise, deviceVoter, memberVoter, type PraiseKind, removePraise } from './praiseRepo.js';
import { COMMENT_TARGETS } from './targets.js';

function readTarget(params: Params): { kind: PraiseKind; id: number; field: 'fileId' | 'discussID' } {
  const commentId = param.optionalPositiveInt(params, 'discussID');
  const fileId = param.optionalPositiveInt(params, 'fileId');
  if ((commentId === undefined) === (fileId === undefined)) {
    throw new InputError('参数 fileId 和 discussID 必须给出其中一个');
  }
  return commentId === undefined
    ? { kind: 'article', id: fileId ?? 0, field: 'fileId' }
    : { kind: 'comment', id: commentId, field: 'discussID' };
}

/**
 * Whether the target may be praised: a published article, or an approved comment on a target readers see. For a
 * comment, the lists its count shows in.
 */
async function praisable(db: Db, kind: PraiseKind, id: number): Promise<{ lists: string | null } | null> {
  if (kind === 'article')
    return (await COMMENT_TARGETS[COMMENT_SOURCE.article].find(db, id)) ? { lists: null } : null;
  const comment = await findComment(db, id);
  if (comment?.status !== COMMENT_STATUS.approved) return null;
  const on = COMMENT_TARGETS[comment.source as CommentSource];
  return (await on.find(db, comment.targetId)) ? { lists: targetOf(comment) } : null;
}

export async function praise(db: Db, request: FastifyRequest, params: Params, lists: ListCache) {
  const target = readTarget(params);
  const type = params.type ?? '1';
  if (type !== '0' && type !== '1') throw new InputError('参数 type 必须是 0 或 1');
  const userId = requestSession(request)?.userId ?? null;
  let voter: string;
  if (userId !== null) voter = memberVoter(userId);
  else if ((await discussSettings(db)).anonymousPraise && devicePattern.test(params.device ?? '')) {
    voter = deviceVoter(params.device ?? '');
  } else return fail(STATUS.notSignedIn, '请先登录');
  const found = await praisable(db, target.kind, target.id);
  if (!found) return fail(STATUS.badInput, target.kind === 'article' ? '稿件不存在' : '评论不存在');
  // A comment's praise shows in the lists; an article's does not.
  if (found.lists) lists.forget(found.lists);
  const answer = (praised: 0 | 1, count: number) => ({
    [target.field]: target.id,
    praised,
    praiseCount: count,
  });
  if (type === '1') {
    const { changed, count } = await addPraise(db, target.kind, target.id, voter);
    return changed ? ok(answer(1, count), '点赞成功') : fail(STATUS.badInput, '请不要重复点赞');
  }
  const { changed, count } = await removePraise(db, target.kind, target.id, voter);
  return ok(answer(0, count), changed ? '已取消点赞' : '还没有点过赞');
}
