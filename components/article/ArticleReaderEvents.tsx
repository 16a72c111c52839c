'use client';

import { useEffect } from 'react';
import type { PublicConfig } from '@/lib/config/publicConfig';
import { DATA_TYPE, EVENT_TYPE, type StatsConfig } from '@/lib/stats/events';
import { isDebug, postArticleEvent, sendArticleRecord } from '@/lib/stats/articleStats';
import { addMemberPoints } from '@/lib/stats/memberPoints';
import type { ShareArticle, ShareConfig } from '@/lib/auth/wechat';

/**
 * What opening an article tells the backend, after the page is up and never in the reader's way: the read
 * event, the open-article statistics record (only when the site configures the statistics service), a signed-in
 * member's reading points, and in WeChat the share card through the JS-SDK, whose completed shares send the
 * share event and record. Every failure here is swallowed: none of it may break reading.
 */
export function ArticleReaderEvents({
  fileId,
  config,
  stats,
  share,
  shareConfig,
  inWeChat,
  openLaunchApp,
}: {
  fileId: number;
  config: PublicConfig;
  stats: StatsConfig;
  share: ShareArticle;
  shareConfig: ShareConfig;
  inWeChat: boolean;
  openLaunchApp: boolean;
}) {
  useEffect(() => {
    const article = { fileId, config, stats };
    postArticleEvent(article, EVENT_TYPE.read);
    sendArticleRecord(article, DATA_TYPE.openArticle);
    addMemberPoints(fileId, 'read');

    if (!inWeChat) return;
    import('@/lib/auth/wechatShare')
      .then(({ setUpWeChatShare }) => setUpWeChatShare(article, { share, shareConfig, openLaunchApp }))
      .catch((error: unknown) => {
        if (isDebug()) console.error('WeChat share setup failed', error);
      });
    // Once per article view: the props are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileId]);

  return null;
}
