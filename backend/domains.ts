// The routes table: every domain's part of the backend in one place. Its reader-facing operations (spec section
// 7, each at the path the contract gives it), its part of the CMS's /ingest API, and its demo content in the order
// it is seeded. A new domain (comments, say) adds its lines here and keeps everything else in its own folder.
import type { FastifyInstance } from 'fastify';
import type { Db } from './core/database.js';
import type { IngestRoutes } from './core/ingest.js';
import type { RouteDeps } from './core/routeDeps.js';
import { seedDemo, type SeedStep } from './core/seeder.js';
import { activityIngestRoutes } from './activities/ingest.js';
import { activityRoutes } from './activities/routes.js';
import { activitySeed } from './activities/seed.js';
import { accountIngestRoutes } from './accounts/ingest.js';
import { subscriptionRoutes } from './accounts/routes.js';
import { accountSeed } from './accounts/seed.js';
import { xyPageIngestRoutes } from './accounts/xyPageIngest.js';
import { xyPageRoutes } from './accounts/xyPageRoutes.js';
import { xyPageSeed } from './accounts/xyPageSeed.js';
import { adIngestRoutes } from './ads/ingest.js';
import { advertisingRoutes } from './ads/routes.js';
import { seedAds } from './ads/seed.js';
import { commentIngestRoutes } from './comments/ingest.js';
import { commentRoutes } from './comments/routes.js';
import { commentSeed, targetCommentSeed } from './comments/seed.js';
import { communityIngestRoutes } from './community/ingest.js';
import { communityRoutes } from './community/routes.js';
import { communitySeed } from './community/seed.js';
import { favouriteRoutes } from './favourites/routes.js';
import { liveIngestRoutes } from './live/ingest.js';
import { liveRoutes } from './live/routes.js';
import { liveSeed } from './live/seed.js';
import { memberCodeRoutes } from './members/codeRoutes.js';
import { memberInfoRoutes } from './members/infoRoutes.js';
import { memberIngestRoutes } from './members/ingest.js';
import { memberInviteRoutes } from './members/inviteRoutes.js';
import { memberLoginRoutes } from './members/loginRoutes.js';
import { memberPointRoutes } from './members/pointRoutes.js';
import { demoMemberSeed } from './members/seed.js';
import type { SmsSender } from './members/smsSender.js';
import { memberThirdLoginRoutes } from './members/thirdLoginRoutes.js';
import { memberWechatRoutes } from './members/wechatRoutes.js';
import { paperIngestRoutes } from './paper/ingest.js';
import { paperRoutes } from './paper/routes.js';
import { seedPapers } from './paper/seed.js';
import { peopleIngestRoutes } from './people/ingest.js';
import { peopleRoutes } from './people/routes.js';
import { peopleSeed } from './people/seed.js';
import { questionIngestRoutes } from './questions/ingest.js';
import { questionRoutes } from './questions/routes.js';
import { questionSeed } from './questions/seed.js';
import { readingIngestRoutes } from './reading/ingest.js';
import { readingRoutes } from './reading/routes.js';
import { columns } from './reading/schema.js';
import { seedReading } from './reading/seed.js';
import { searchRoutes } from './search/routes.js';
import { indexMissingArticles } from './search/searchRepo.js';
import { ssoRoutes, xyAuthRoutes } from './sessions/routes.js';
import { siteConfigIngestRoutes } from './siteConfig/ingest.js';
import { siteConfigRoutes } from './siteConfig/routes.js';
import { siteConfigSeed } from './siteConfig/seed.js';
import { sitePageIngestRoutes } from './sitePages/ingest.js';
import { sitePageRoutes } from './sitePages/routes.js';
import { sitePageSeed } from './sitePages/seed.js';
import { eventRoutes, statsRoutes } from './stats/routes.js';
import { tipoffIngestRoutes } from './tipoffs/ingest.js';
import { tipoffRoutes } from './tipoffs/routes.js';
import { tipoffSeed } from './tipoffs/seed.js';
import { submissionIngestRoutes } from './submissions/ingest.js';
import { submissionRoutes } from './submissions/routes.js';
import { submissionSeed } from './submissions/seed.js';
import { studyIngestRoutes } from './study/ingest.js';
import { studyRoutes } from './study/routes.js';
import { studySeed } from './study/seed.js';
import { uploadRoutes } from './uploads/routes.js';
import { vodRoutes } from './vod/routes.js';
import { vodSeed } from './vod/seed.js';
import { voteIngestRoutes } from './votes/ingest.js';
import { voteRoutes } from './votes/routes.js';
import { voteSeed } from './votes/seed.js';
import { wxRoutes } from './wx/routes.js';

/** What the route plugins are built from (app.ts). */
export interface AppDeps extends RouteDeps {
  smsSender: SmsSender;
}

type RoutePlugin = (deps: AppDeps) => (app: FastifyInstance) => Promise<void>;

/** The reader-facing operations, each at its path in the contract (lib/contract/operations.ts). */
export const serviceRoutes: RoutePlugin[] = [
  siteConfigRoutes,
  xyAuthRoutes,
  ssoRoutes,
  readingRoutes,
  liveRoutes,
  wxRoutes,
  searchRoutes,
  paperRoutes,
  sitePageRoutes,
  eventRoutes,
  statsRoutes,
  advertisingRoutes,
  memberCodeRoutes,
  memberLoginRoutes,
  memberWechatRoutes,
  memberThirdLoginRoutes,
  memberInfoRoutes,
  memberInviteRoutes,
  memberPointRoutes,
  subscriptionRoutes,
  xyPageRoutes,
  favouriteRoutes,
  commentRoutes,
  uploadRoutes,
  vodRoutes,
  voteRoutes,
  activityRoutes,
  communityRoutes,
  peopleRoutes,
  questionRoutes,
  tipoffRoutes,
  submissionRoutes,
  studyRoutes,
];

/** The CMS's API under /ingest, behind the admin token (core/ingest.ts). */
export const ingestRoutes: IngestRoutes[] = [
  siteConfigIngestRoutes,
  readingIngestRoutes,
  liveIngestRoutes,
  paperIngestRoutes,
  adIngestRoutes,
  memberIngestRoutes,
  sitePageIngestRoutes,
  accountIngestRoutes,
  xyPageIngestRoutes,
  commentIngestRoutes,
  voteIngestRoutes,
  activityIngestRoutes,
  communityIngestRoutes,
  peopleIngestRoutes,
  questionIngestRoutes,
  tipoffIngestRoutes,
  submissionIngestRoutes,
  studyIngestRoutes,
];

/** The demo site: columns and articles with their reading extras, the paper editions that print them, the ads. */
const demoSiteSeed: SeedStep = {
  name: 'demo site',
  onlyInto: { table: columns, lock: 4017001 },
  async seed(db, now) {
    const columnId = await seedReading(db, now);
    await seedPapers(db, columnId, now);
    await seedAds(db, columnId);
    // The rows above went in directly, past articleRepo's indexing.
    await indexMissingArticles(db);
  },
};

/** The demo, in the order it is seeded: a step may point at rows the steps before it wrote. */
export const demoSeeds: SeedStep[] = [
  siteConfigSeed,
  demoMemberSeed,
  sitePageSeed,
  demoSiteSeed,
  accountSeed,
  liveSeed,
  commentSeed,
  xyPageSeed,
  vodSeed,
  voteSeed,
  activitySeed,
  communitySeed,
  targetCommentSeed,
  peopleSeed,
  questionSeed,
  tipoffSeed,
  submissionSeed,
  studySeed,
];

/** Seeds what the database lacks of the demo; answers whether the demo site itself went in now. */
export async function seedIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  return (await seedDemo(db, demoSeeds, now)).includes(demoSiteSeed.name);
}
