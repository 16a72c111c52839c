// The demo member (backend/README.md): a known phone and password, so a fresh site can be signed in to.
import type { Db } from '../core/database.js';
import { findMemberByPhone, memberForPhone, setPasswordHash, updateMemberInfo } from './memberRepo.js';
import { hashPassword } from './password.js';

export const DEMO_MEMBER = {
  phone: '13800138000',
  password: 'linjiang2024',
  nickname: '临江读者',
  intro: '临江日报触屏版的演示会员',
} as const;

/** Adds the demo member unless its phone is taken; runs at every start, so older databases get it too. */
export async function seedDemoMember(db: Db): Promise<void> {
  if (await findMemberByPhone(db, DEMO_MEMBER.phone)) return;
  const { member, created } = await memberForPhone(db, DEMO_MEMBER.phone);
  // Another instance starting at the same moment created it; that one sets the rest.
  if (!created) return;
  await updateMemberInfo(db, member.userId, {
    nickname: DEMO_MEMBER.nickname,
    intro: DEMO_MEMBER.intro,
  });
  await setPasswordHash(db, member.userId, await hashPassword(DEMO_MEMBER.password));
}
