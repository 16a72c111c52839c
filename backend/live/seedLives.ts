// The demo's lives: the marathon broadcast live now with its reporters' reports, and the craft fair ended with a
// replay. Both streams are the clip in public/demo/hls, so they play with no outside host.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { articles } from '../reading/schema.js';
import { demoPicture, type DemoPicture, demoStream } from '../reading/seedSite.js';
import { insertReport, type LiveInput, type ReportInput, writeLive } from './liveRepo.js';
import { lives } from './schema.js';

const picture = (name: DemoPicture) => ({ url: demoPicture(name), width: 750, height: 422 });

interface DemoLive {
  title: string;
  live: (now: number) => LiveInput;
  /** Each report with how many minutes after the live's start it came. */
  reports: (Omit<ReportInput, 'time'> & { minutesAfterStart: number })[];
}

const demoLives: DemoLive[] = [
  {
    title: '直播｜临江马拉松鸣枪开跑',
    live: (now) => ({
      status: 1,
      startTime: new Date(now - 30 * 60_000),
      videos: [{ appLiveUrl: demoStream, appPlaybackUrl: demoStream, poster: demoPicture('stadium') }],
    }),
    reports: [
      {
        minutesAfterStart: 0,
        reporter: '陈思远',
        content: '7点30分，发令枪响，三万名跑友从体育中心出发。',
        pictures: [picture('stadium')],
      },
      {
        minutesAfterStart: 6,
        reporter: '马骁',
        content: '领跑集团已经通过临江大桥，桥面风力不大，选手状态很好。',
        pictures: [picture('river-bridge')],
      },
      {
        minutesAfterStart: 12,
        reporter: '林涛',
        content: '青石巷补给站的志愿者已经准备好了饮用水和香蕉，街坊们在路边加油。',
        pictures: [],
      },
      {
        minutesAfterStart: 19,
        reporter: '陈思远',
        content: '医疗保障：沿途设置了12个医疗点，每两公里就有一组急救跑者。',
        pictures: [],
      },
      {
        minutesAfterStart: 25,
        reporter: '马骁',
        content: '滨江绿道段景色正好，不少跑友停下来拍照留念。',
        pictures: [picture('skyline'), picture('market')],
      },
    ],
  },
  {
    title: '直播｜非遗市集开市 老手艺人现场展示',
    live: (now) => ({
      status: 2,
      startTime: new Date(now - 76 * 3_600_000),
      videos: [{ appPlaybackUrl: demoStream, poster: demoPicture('market') }],
    }),
    reports: [
      {
        minutesAfterStart: 0,
        reporter: '唐悦',
        content: '非遗市集开市，二十多位传承人在青石巷摆开摊位。',
        pictures: [picture('market')],
      },
      {
        minutesAfterStart: 20,
        reporter: '唐悦',
        content: '糖画摊前排起了长队，老师傅一勺糖浆画出一条龙。',
        pictures: [],
      },
      {
        minutesAfterStart: 45,
        reporter: '罗佳',
        content: '直播到此结束，感谢收看，精彩回放请点击上方视频。',
        pictures: [picture('lanterns')],
      },
    ],
  },
];

/**
 * Gives the demo's live articles their lives and reports once, on a database that has none yet, so databases
 * seeded before lives existed get them too. A demo article that is missing (an older demo) is skipped.
 */
export async function seedLivesIfEmpty(db: Db, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    // Serializes concurrent first starts on PostgreSQL; the check inside the lock makes the loser skip.
    await tx.execute(sql`select pg_advisory_xact_lock(4017004)`);
    const [existing] = await tx.select({ fileId: lives.fileId }).from(lives).limit(1);
    if (existing) return;
    for (const demo of demoLives) {
      const [article] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.title, demo.title), eq(articles.articleType, 6)));
      if (!article) continue;
      const live = demo.live(now);
      const start = live.startTime?.getTime() ?? now;
      await writeLive(tx, article, live);
      for (const { minutesAfterStart, ...report } of demo.reports) {
        await insertReport(tx, article.fileId, {
          ...report,
          time: new Date(start + minutesAfterStart * 60_000),
        });
      }
    }
  });
}
