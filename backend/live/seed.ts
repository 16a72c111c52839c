// The demo's lives (seed/lives.json): the marathon broadcast live now with its reporters' reports, and the craft
// fair ended with a replay. Both streams are the clip in public/demo/hls, so they play with no outside host.
import { and, eq } from 'drizzle-orm';
import type { SeedStep } from '../core/seeder.js';
import { articles } from '../reading/schema.js';
import { insertReport, LIVE_STATUSES, writeLive } from './liveRepo.js';
import { lives } from './schema.js';
import demoLives from './seed/lives.json' with { type: 'json' };

function liveStatus(value: number) {
  const status = LIVE_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`live seed: no live status ${value}`);
  return status;
}

/**
 * Gives the demo's live articles (found by title) their lives and reports, after the articles; a demo article
 * that is missing (an older demo) is skipped.
 */
export const liveSeed: SeedStep = {
  name: 'lives',
  onlyInto: { table: lives, lock: 4017004 },
  async seed(db, now) {
    for (const demo of demoLives) {
      const [article] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.title, demo.article), eq(articles.articleType, 6)));
      if (!article) continue;
      const start = now - demo.startHoursAgo * 3_600_000;
      await writeLive(db, article, {
        status: liveStatus(demo.status),
        startTime: new Date(start),
        videos: demo.videos,
      });
      for (const { minutesAfterStart, ...report } of demo.reports) {
        await insertReport(db, article.fileId, {
          ...report,
          time: new Date(start + minutesAfterStart * 60_000),
        });
      }
    }
  },
};
