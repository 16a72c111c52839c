// The demo member (seed/demoMember.json, backend/README.md): a known phone and password, so a fresh site can be
// signed in to.
import type { SeedStep } from '../core/seeder.js';
import { findMemberByPhone, memberForPhone, setPasswordHash, updateMemberInfo } from './memberRepo.js';
import { hashPassword } from './password.js';
import demoMember from './seed/demoMember.json' with { type: 'json' };

export const DEMO_MEMBER = demoMember;

/** Adds the demo member unless its phone is taken; runs at every start, so older databases get it too. */
export const demoMemberSeed: SeedStep = {
  name: 'demo member',
  async seed(db) {
    if (await findMemberByPhone(db, DEMO_MEMBER.phone)) return;
    const { member, created } = await memberForPhone(db, DEMO_MEMBER.phone);
    // Another instance starting at the same moment created it; that one sets the rest.
    if (!created) return;
    await updateMemberInfo(db, member.userId, { nickname: DEMO_MEMBER.nickname, intro: DEMO_MEMBER.intro });
    await setPasswordHash(db, member.userId, await hashPassword(DEMO_MEMBER.password));
  },
};
