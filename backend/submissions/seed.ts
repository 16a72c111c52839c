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
    // A demo submission's times: sent and judged `hoursAgo`.
    const at = (hoursAgo: number) => {
      const time = new Date(now - hoursAgo * HOUR);
      return { createdAt: time, reviewedAt: time };
    };
    const rows: (typeof submissions.$inferInsert)[] = [];
    for (const { phone, nickname, hoursAgo, ...work } of demo.works) {
      const { member } = await memberForPhone(db, phone);
      await db.update(members).set({ nickname }).where(eq(members.userId, member.userId));
      rows.push({ ...work, userId: member.userId, status: SUBMISSION_STATUS.approved, ...at(hoursAgo) });
    }
    // The demo member's own, refused (the CMS may have removed the member: then none).
    const demoMember = await findMemberByPhone(db, DEMO_MEMBER.phone);
    for (const { hoursAgo, ...own } of demo.demoMember) {
      if (demoMember) rows.push({ ...own, userId: demoMember.userId, ...at(hoursAgo) });
    }
    await db.insert(submissions).values(rows.map((row) => ({ ...row, callId: article.fileId })));
  },
};
