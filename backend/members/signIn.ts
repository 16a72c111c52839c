// What every login answers, whichever way the member proved who they are.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../core/database.js';
import { InputError } from '../core/envelope.js';
import { devicePattern, param, requestParams } from '../core/params.js';
import { requestSession } from '../sessions/serviceGuard.js';
import { issueMemberPair, revokeFamily, type TokenPair } from '../sessions/tokenRepo.js';
import { type Member, ownInfo, type OwnMemberInfo } from './memberRepo.js';

export interface LoginResult extends TokenPair {
  userid: number;
  /** True when this login created the member. */
  isNew: boolean;
  member: OwnMemberInfo;
}

/** The device a login is for; read before anything is checked, so a bad one changes nothing. */
export function loginDevice(request: FastifyRequest): string {
  return param.string(requestParams(request), 'device', devicePattern);
}

/**
 * Starts a new token family for the member on this device. The family of the `token` the reader came with
 * (anonymous, or an earlier sign-in) is revoked, so tokens issued before a login never carry its rights.
 * A member the CMS disabled is refused before anything changes.
 */
export async function signIn(
  db: Db,
  request: FastifyRequest,
  device: string,
  { member, created }: { member: Member; created: boolean },
): Promise<LoginResult> {
  if (member.disabledAt) throw new InputError('账号已被停用');
  const previous = requestSession(request);
  if (previous) await revokeFamily(db, previous.familyId);
  const pair = await issueMemberPair(db, device, member.userId);
  return { ...pair, userid: member.userId, isNew: created, member: ownInfo(member) };
}
