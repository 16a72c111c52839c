// POST: the code and state WeChat returned become a member's tokens (lib/auth/wechatLoginRoute.ts).
import { serverApi } from '@/lib/api/serverApi';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { programSignKey } from '@/lib/auth/programSign';
import { wechatLoginHandler } from '@/lib/auth/wechatLoginRoute';

export const POST = wechatLoginHandler({
  api: serverApi,
  programSignKey: programSignKey(),
  settings: async () => (await loadSiteConfig())?.wechatLogin ?? null,
});
