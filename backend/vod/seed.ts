// The demo's short videos (seed/shortVideos.json): one category of vertical clips. Each plays the demo's own small
// HLS clip (public/demo/hls, 6 s), declared as a 720×1280 frame so the site fills the phone's screen with it; a
// clip that retells a video article carries that article's praise and comments.
import { and, eq } from 'drizzle-orm';
import type { SeedStep } from '../core/seeder.js';
import { articles } from '../reading/schema.js';
import { vodVideos } from './schema.js';
import demoVideos from './seed/shortVideos.json' with { type: 'json' };

/** The demo's short-video category, as the site's short-video entry names it. */
export const DEMO_SHORT_VIDEO_CATEGORY = 1;
export const DEMO_SHORT_VIDEO_NODE = 'shortVideo';
const DEMO_CLIP = { url: '/demo/hls/riverside/index.m3u8', width: 720, height: 1280, duration: 6 };

export const vodSeed: SeedStep = {
  name: 'short videos',
  onlyInto: { table: vodVideos, lock: 4017006 },
  async seed(db, now) {
    for (const demo of demoVideos) {
      const [article] = demo.article
        ? await db
            .select({ fileId: articles.fileId })
            .from(articles)
            .where(and(eq(articles.title, demo.article), eq(articles.articleType, 2)))
        : [];
      await db.insert(vodVideos).values({
        categoryId: DEMO_SHORT_VIDEO_CATEGORY,
        nodeCode: DEMO_SHORT_VIDEO_NODE,
        title: demo.title,
        description: demo.description,
        poster: demo.poster,
        ...DEMO_CLIP,
        articleId: article?.fileId ?? null,
        publishtime: new Date(now - demo.hoursAgo * 3_600_000),
      });
    }
  },
};
