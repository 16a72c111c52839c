// Every domain's part of the HTTP API, in one table: the reader-facing operations of spec section 7 under their
// service's path, and the CMS's /ingest API. A new domain adds its route plugins and its ingest routes here.
import type { FastifyInstance } from 'fastify';
import type { IngestRoutes } from './core/ingest.js';
import type { RouteDeps } from './core/routeDeps.js';
import { accountIngestRoutes } from './accounts/ingest.js';
import { subscriptionRoutes } from './accounts/routes.js';
import { adIngestRoutes } from './ads/ingest.js';
import { advertisingRoutes } from './ads/routes.js';
import { favouriteRoutes } from './favourites/routes.js';
import { liveIngestRoutes } from './live/ingest.js';
import { liveRoutes } from './live/routes.js';
import { memberCodeRoutes } from './members/codeRoutes.js';
import { memberInfoRoutes } from './members/infoRoutes.js';
import { memberIngestRoutes } from './members/ingest.js';
import { memberInviteRoutes } from './members/inviteRoutes.js';
import { memberLoginRoutes } from './members/loginRoutes.js';
import { memberPointRoutes } from './members/pointRoutes.js';
import type { SmsSender } from './members/smsSender.js';
import { memberThirdLoginRoutes } from './members/thirdLoginRoutes.js';
import { memberWechatRoutes } from './members/wechatRoutes.js';
import { paperIngestRoutes } from './paper/ingest.js';
import { paperRoutes } from './paper/routes.js';
import { readingIngestRoutes } from './reading/ingest.js';
import { readingRoutes } from './reading/routes.js';
import { searchRoutes } from './search/routes.js';
import { ssoRoutes, xyAuthRoutes } from './sessions/routes.js';
import { siteConfigIngestRoutes } from './siteConfig/ingest.js';
import { siteConfigRoutes } from './siteConfig/routes.js';
import { sitePageIngestRoutes } from './sitePages/ingest.js';
import { sitePageRoutes } from './sitePages/routes.js';
import { eventRoutes, statsRoutes } from './stats/routes.js';
import { wxRoutes } from './wx/routes.js';

/** What the route plugins are built from. */
export interface AppDeps extends RouteDeps {
  smsSender: SmsSender;
}

type RoutePlugin = (deps: AppDeps) => (app: FastifyInstance) => Promise<void>;

/** The reader-facing services: each plugin with the service path its operations answer on. */
export const serviceRoutes: [service: string, plugin: RoutePlugin][] = [
  ['/main', siteConfigRoutes],
  ['/main', xyAuthRoutes],
  ['/sso', ssoRoutes],
  ['/main', readingRoutes],
  ['/main', liveRoutes],
  ['/main', wxRoutes],
  ['/main', searchRoutes],
  ['/main', paperRoutes],
  ['/main', sitePageRoutes],
  ['/main', eventRoutes],
  ['/stats', statsRoutes],
  ['/advertising', advertisingRoutes],
  ['/sso', memberCodeRoutes],
  ['/sso', memberLoginRoutes],
  ['/sso', memberWechatRoutes],
  ['/sso', memberThirdLoginRoutes],
  ['/main', memberInfoRoutes],
  ['/main', memberInviteRoutes],
  ['/main', memberPointRoutes],
  ['/main', subscriptionRoutes],
  ['/main', favouriteRoutes],
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
];
