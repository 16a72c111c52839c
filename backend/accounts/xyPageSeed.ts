// The account pages' demo (seed/xyPages.json): fourteen more accounts in a category of their own (so the ranking has more than its 20), the
// 临江日报 paper's briefs credited to it (more than a page of articles), dynamics with pictures and a video (more
// than a page for 临江日报), questions with answers, the ranking's rules, and the activity the ranking counts:
// readers' reads and shares over the last weeks and the demo member's cheers on past days. The ranking is then
// computed once, as the background job would.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { addDays, chinaDate } from '../core/chinaDate.js';
import type { SeedStep } from '../core/seeder.js';
import { members } from '../members/schema.js';
import { DEMO_MEMBER } from '../members/seed.js';
import { articles } from '../reading/schema.js';
import { readerEvents } from '../stats/schema.js';
import { CHEERS_PER_DAY } from '../../lib/contract/accountPages.js';
import { XY_ACCOUNT_CODE } from './seed.js';
import { recomputeRankings, writeRankRules } from './rankRepo.js';
import {
  type DynamicAttachment,
  questionAnswers,
  questions,
  xyAccounts,
  xyCheerDays,
  xyCats,
  xyCheers,
  xyDynamics,
} from './schema.js';
import demo from './seed/xyPages.json' with { type: 'json' };

const HOUR = 3_600_000;
const PAPER_XY_ID = 1;

async function creditArticles(db: Db, xyId: number, titles: string[]): Promise<void> {
  if (titles.length === 0) return;
  await db
    .update(articles)
    .set({ extra: sql`${articles.extra} || jsonb_build_object('xyAccountID', ${xyId}::int)` })
    .where(inArray(articles.title, titles));
}

/** Reads and shares of each account's articles, one event every few hours back from now. */
async function seedActivity(db: Db, now: number): Promise<void> {
  for (const { xyId, reads, shares } of demo.activity) {
    const credited = await db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(sql`(${articles.extra} ->> 'xyAccountID') = ${String(xyId)} and ${articles.aStatus} = 1`);
    if (credited.length === 0) continue;
    const events = [
      ...Array.from({ length: reads }, (_, index) => ({ type: 3, index })),
      ...Array.from({ length: shares }, (_, index) => ({ type: 2, index })),
    ].map(({ type, index }) => ({
      type,
      fileId: credited[index % credited.length]!.fileId,
      eventType: type === 3 ? 'read' : 'share',
      // Spread over 20 days, so the week's ranking and the month's differ.
      createdAt: new Date(now - ((index * 7 + xyId * 3) % 480) * HOUR - HOUR),
    }));
    await db.insert(readerEvents).values(events);
  }
}

/**
 * The demo member's cheers, at most CHEERS_PER_DAY a day, on the days before today; once only (the step runs again
 * when the CMS removed every dynamic, and the member's days must keep counting right).
 */
async function seedCheers(db: Db, now: number): Promise<void> {
  const [member] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.phone, DEMO_MEMBER.phone));
  if (!member) return;
  const [cheered] = await db.select().from(xyCheerDays).where(eq(xyCheerDays.userId, member.userId)).limit(1);
  if (cheered) return;
  const ballots = Object.entries(demo.cheers).flatMap(([xyId, count]) =>
    Array.from({ length: count }, () => Number(xyId)),
  );
  const today = chinaDate(now);
  const cheers = ballots.map((xyId, index) => ({
    userId: member.userId,
    xyId,
    day: addDays(today, -1 - Math.floor(index / CHEERS_PER_DAY)),
  }));
  await db.insert(xyCheers).values(cheers);
  const days = new Map<string, number>();
  for (const { day } of cheers) days.set(day, (days.get(day) ?? 0) + 1);
  await db.insert(xyCheerDays).values([...days].map(([day, used]) => ({ userId: member.userId, day, used })));
}

/** After the accounts, the comments (which the ranking counts) and the demo member. */
export const xyPageSeed: SeedStep = {
  name: 'account pages',
  onlyInto: { table: xyDynamics, lock: 4017012 },
  async seed(db, now) {
    await db
      .insert(xyCats)
      .values({ ...demo.category, code: XY_ACCOUNT_CODE })
      .onConflictDoNothing();
    await db
      .insert(xyAccounts)
      .values(demo.accounts.map(({ xyId, name, catId, icon, intro }) => ({ xyId, name, catId, icon, intro })))
      .onConflictDoNothing();
    for (const account of demo.accounts) await creditArticles(db, account.xyId, account.articles);
    await creditArticles(db, PAPER_XY_ID, demo.paperBriefs);
    await db.insert(xyDynamics).values(
      demo.dynamics.map(({ xyId, content, attachments, hoursAgo }) => ({
        xyId,
        content,
        attachments: attachments as DynamicAttachment[],
        publishedAt: new Date(now - hoursAgo * HOUR),
      })),
    );
    for (const { answers, hoursAgo, ...question } of demo.questions) {
      const [row] = await db
        .insert(questions)
        .values({ ...question, askedAt: new Date(now - hoursAgo * HOUR) })
        .returning({ id: questions.id });
      if (!row || answers.length === 0) continue;
      await db.insert(questionAnswers).values(
        answers.map((answer) => ({
          questionId: row.id,
          answererName: answer.answererName,
          content: answer.content,
          pics: 'answerPics' in answer ? answer.answerPics : [],
          answeredAt: new Date(now - answer.hoursAgo * HOUR),
        })),
      );
    }
    await writeRankRules(db, demo.rules);
    await seedActivity(db, now);
    await seedCheers(db, now);
    await recomputeRankings(db, now);
  },
};
