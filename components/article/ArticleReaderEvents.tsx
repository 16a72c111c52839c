'use client';

import { useEffect } from 'react';
import { browserApi } from '@/lib/api/browserApi';
import type { PublicConfig } from '@/lib/config/publicConfig';
import { DATA_TYPE, EVENT_TYPE, type StatsConfig } from '@/lib/stats/records';
import { isDebug, postArticleEvent, reportShare, sendArticleRecord } from '@/lib/stats/articleStats';
import {
  SHARE_OBJECT_TYPE,
  shareData,
  shareMenuHidden,
  signatureUrl,
  wxConfigFrom,
  type ShareArticle,
  type ShareConfig,
} from '@/lib/auth/wechat';
import { applyShareData, configureWeChat, loadWeChatSdk } from '@/lib/auth/wechatSdk';

/**
 * What opening an article tells the backend, after the page is up and never in the reader's way: the read
 * event, the open-article statistics record (only when the site configures the statistics service), and in
 * WeChat the share card through the JS-SDK, whose completed shares send the share event and record. Every
 * failure here is swallowed: none of it may break reading.
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

    if (!inWeChat) return;
    void (async () => {
      const wxConfig = wxConfigFrom(
        await browserApi().call('wx/signature', { url: signatureUrl(window.location.href) }),
        { openLaunchApp },
      );
      if (!wxConfig) return;
      const wx = await loadWeChatSdk();
      await configureWeChat(wx, wxConfig);
      applyShareData(wx, shareData(share, shareConfig, { inWeChat: true }), {
        hidden: shareMenuHidden(share),
        onShared: (channel) => reportShare(article, SHARE_OBJECT_TYPE.article, channel),
      });
    })().catch((error: unknown) => {
      if (isDebug()) console.error('WeChat share setup failed', error);
    });
    // Once per article view: the props are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileId]);

  return null;
}
