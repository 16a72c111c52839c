// The demo's call for submissions (seed/submissions.json): an article in 文旅 that asks for readers' stories with
// their names, two approved works by demo readers of its own (phones 1530001xxxx), and the demo member's refused
// submission with the editor's reason, so 投稿详情 shows 未通过 from a fresh start.
import { eq } from 'drizzle-orm';
import { SUBMISSION_STATUS } from '../../lib/contract/submissions.js';
import { countWords } from '../core/text.js';
import type { SeedStep } from '../core/seeder.js';
import { findMemberByPhone, memberForPhone } from '../members/memberRepo.js';
import { members } from '../members/schema.js';
import { DEMO_MEMBER } from '../members/seed.js';
import { insertArticle } from '../reading/articleRepo.js';
import { columns } from '../reading/schema.js';
import { submissionCalls, submissions } from './schema.js';
import demo from './seed/submissions.json' with { type: 'json' };

const HOUR = 3_600_000;

export const submissionSeed: SeedStep = {
  name: 'calls for submissions',
  onlyInto: { table: submissionCalls, lock: 4017018 },
  async seed(db, now) {
    const { call } = demo;
    const [column] = await db
      .select({ columnId: columns.columnId })
      .from(columns)
      .where(eq(columns.name, call.column));
    // The CMS removed the column: no call to seed.
    if (!column) return;
    const content = call.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
    const article = await insertArticle(db, {
      title: call.title,
      columnId: column.columnId,
      articleType: 0,
      picType: 2,
      picSmall: call.picture,
      picMiddle: call.picture,
      picBig: call.picture,
      publishtime: new Date(now - call.hoursAgo * HOUR),
      source: call.source,
      content,
      abstract: call.abstract,
      wordCount: countWords(content),
      credits: { source: call.source },
    });
    await db.insert(submissionCalls).values({ fileId: article.fileId, askName: call.askName, open: true });
    for (const work of demo.works) {
      const { member } = await memberForPhone(db, work.phone);
      await db.update(members).set({ nickname: work.nickname }).where(eq(members.userId, member.userId));
      const at = new Date(now - work.hoursAgo * HOUR);
      await db.insert(submissions).values({
        callId: article.fileId,
        userId: member.userId,
        title: work.title,
        content: work.content,
        name: work.name,
        pictures: work.pictures,
        status: SUBMISSION_STATUS.approved,
        reviewedAt: at,
        createdAt: at,
      });
    }
    const demoMember = await findMemberByPhone(db, DEMO_MEMBER.phone);
    if (!demoMember) return;
    for (const own of demo.demoMember) {
      const at = new Date(now - own.hoursAgo * HOUR);
      await db.insert(submissions).values({
        callId: article.fileId,
        userId: demoMember.userId,
        title: own.title,
        content: own.content,
        name: own.name,
        status: own.status,
        reason: own.reason,
        reviewedAt: at,
        createdAt: at,
      });
    }
  },
};
