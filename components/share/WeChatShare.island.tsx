'use client';

import { useEffect } from 'react';
import type { ShareArticle, ShareConfig } from '@/lib/auth/wechat';
import { setUpWeChatShare } from '@/lib/auth/wechatShare';
import { isDebug } from '@/lib/stats/articleStats';
import type { ArticleStats } from '@/lib/stats/events';
import { reportShare } from '@/lib/stats/shareStats';

/**
 * In WeChat: the page's share card through the JS-SDK; an article's completed shares send the share event and
 * record (a column page passes no article). Renders nothing; only WeChat pages load it
 * (components/share/lazyShare.ts). A failure is swallowed: sharing may not break reading.
 */
export function WeChatShare({
  article,
  share,
  shareConfig,
  openLaunchApp,
}: {
  article?: ArticleStats;
  share: ShareArticle;
  shareConfig: ShareConfig;
  openLaunchApp: boolean;
}) {
  useEffect(() => {
    setUpWeChatShare({
      share,
      shareConfig,
      openLaunchApp,
      onShared: article && ((objectType, channel) => reportShare(article, objectType, channel)),
    }).catch((error: unknown) => {
      if (isDebug()) console.error('WeChat share setup failed', error);
    });
    // Once per page view: the props are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [share.url]);

  return null;
}
