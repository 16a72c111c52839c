// The demo's tip-offs (seed/tipoffs.json): the demo member's own in each state (待审核, 已通过, and 未通过 with the
// editor's reason), and another reader's approved one, which anyone may open.
import { eq } from 'drizzle-orm';
import type { SeedStep } from '../core/seeder.js';
import { findMemberByPhone, memberForPhone } from '../members/memberRepo.js';
import { members } from '../members/schema.js';
import { DEMO_MEMBER } from '../members/seed.js';
import { tipoffs } from './schema.js';
import demoTipoffs from './seed/tipoffs.json' with { type: 'json' };

const HOUR = 3_600_000;
/** The other reader's phone: the demo readers of the community seed are 1530000xxxx, these 1531000xxxx. */
const READER_PHONE = '15310000001';

export const tipoffSeed: SeedStep = {
  name: 'tipoffs',
  onlyInto: { table: tipoffs, lock: 4017030 },
  async seed(db, now) {
    const demo = await findMemberByPhone(db, DEMO_MEMBER.phone);
    if (!demo) return;
    const { member: reader } = await memberForPhone(db, READER_PHONE);
    for (const item of demoTipoffs) {
      if (item.author !== 'demo') {
        await db.update(members).set({ nickname: item.author }).where(eq(members.userId, reader.userId));
      }
      const at = new Date(now - item.hoursAgo * HOUR);
      await db.insert(tipoffs).values({
        userId: item.author === 'demo' ? demo.userId : reader.userId,
        name: item.name,
        content: item.content,
        pictures: item.pictures,
        status: item.status,
        reason: item.reason ?? '',
        reviewedAt: item.status === 0 ? null : at,
        createdAt: at,
        updatedAt: at,
      });
    }
  },
};
