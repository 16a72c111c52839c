// The demo's 问吧 topics (seed/questions.json: an old-housing renewal topic and a school-admission one, approved
// questions with pictures, answers with pictures, one still unanswered) and 问政 (seed/inquiries.json: the
// settings, types and departments, an answered inquiry with pictures, a video and an audio, and one waiting for its
// reply). Askers are demo readers of their own (phones 1540000xxxx).
import { eq } from 'drizzle-orm';
import { INQUIRY_STATUS, QUESTION_STATUS } from '../../lib/contract/questions.js';
import { questionAnswers, questionSubjects, questions } from '../accounts/schema.js';
import type { SeedStep } from '../core/seeder.js';
import { memberForPhone } from '../members/memberRepo.js';
import { members } from '../members/schema.js';
import { inquiries, qaDepartments, qaSettings, qaTypes } from './schema.js';
import demoInquiries from './seed/inquiries.json' with { type: 'json' };
import demoTopics from './seed/questions.json' with { type: 'json' };

const HOUR = 3_600_000;

interface DemoInquiry {
  author: string;
  type: string;
  department: string;
  title: string;
  content: string;
  images: string[];
  videos: string[];
  audios: string[];
  hoursAgo: number;
  reply?: string;
  replyHoursAgo?: number;
  ratings?: { satisfied: number; fair: number; unsatisfied: number };
}

export const questionSeed: SeedStep = {
  name: 'questions',
  onlyInto: { table: questionSubjects, lock: 4017031 },
  async seed(db, now) {
    const askers = new Map<string, number>();
    const memberNamed = async (name: string) => {
      const known = askers.get(name);
      if (known !== undefined) return known;
      const phone = `1540000${String(askers.size + 1).padStart(4, '0')}`;
      const { member } = await memberForPhone(db, phone);
      await db.update(members).set({ nickname: name }).where(eq(members.userId, member.userId));
      askers.set(name, member.userId);
      return member.userId;
    };
    const ago = (hours: number) => new Date(now - hours * HOUR);

    for (const topic of demoTopics) {
      const [subject] = await db
        .insert(questionSubjects)
        .values({ title: topic.title, intro: topic.intro, cover: topic.cover })
        .returning({ id: questionSubjects.id });
      if (!subject) throw new Error('insert into question_subjects returned no row');
      // The oldest first, so that ids grow with time as members' own questions do.
      for (const demo of [...topic.questions].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
        const [question] = await db
          .insert(questions)
          .values({
            subjectId: subject.id,
            userId: await memberNamed(demo.author),
            askerName: demo.author,
            content: demo.content,
            pics: demo.pics,
            status: QUESTION_STATUS.approved,
            praiseCount: demo.praise,
            askedAt: ago(demo.hoursAgo),
          })
          .returning({ id: questions.id });
        if (!question) throw new Error('insert into questions returned no row');
        for (const answer of demo.answers) {
          await db.insert(questionAnswers).values({
            questionId: question.id,
            answererName: answer.answerer,
            content: answer.content,
            pics: answer.pics,
            answeredAt: ago(answer.hoursAgo),
          });
        }
      }
    }

    await db.insert(qaSettings).values({ id: 1, ...demoInquiries.config });
    const typeIds = new Map<string, number>();
    for (const [sort, name] of demoInquiries.types.entries()) {
      const [row] = await db.insert(qaTypes).values({ name, sort }).returning({ id: qaTypes.id });
      if (row) typeIds.set(name, row.id);
    }
    const departmentIds = new Map<string, number>();
    for (const [sort, name] of demoInquiries.departments.entries()) {
      const [row] = await db.insert(qaDepartments).values({ name, sort }).returning({ id: qaDepartments.id });
      if (row) departmentIds.set(name, row.id);
    }
    for (const demo of (demoInquiries.inquiries as DemoInquiry[]).sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const departmentId = departmentIds.get(demo.department);
      const typeId = typeIds.get(demo.type);
      if (departmentId === undefined || typeId === undefined)
        throw new Error(`unknown choice in ${demo.title}`);
      const answered = demo.reply !== undefined;
      await db.insert(inquiries).values({
        userId: await memberNamed(demo.author),
        askerName: demo.author,
        departmentId,
        typeId,
        title: demo.title,
        content: demo.content,
        media: { images: demo.images, videos: demo.videos, audios: demo.audios },
        status: answered ? INQUIRY_STATUS.answered : INQUIRY_STATUS.published,
        reply: demo.reply ?? '',
        repliedAt: answered ? ago(demo.replyHoursAgo ?? 0) : null,
        ...(demo.ratings ?? {}),
        askedAt: ago(demo.hoursAgo),
      });
    }
  },
};
