'use client';

import { useEffect } from 'react';
import { browserApi, browserIdentity } from '@/lib/api/browserApi';
import type { PublicConfig } from '@/lib/config/publicConfig';
import {
  buildEvent,
  buildRecord,
  DATA_TYPE,
  EVENT_TYPE,
  osFromUserAgent,
  platformFromUserAgent,
  sendRecord,
  type StatsConfig,
} from '@/lib/stats/records';
import {
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
 * WeChat the share card through the JS-SDK. Every failure here is swallowed: none of it may break reading.
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
    const debug = new URLSearchParams(window.location.search).get('debug') === '1';
    const api = browserApi();
    void api
      .call('event', buildEvent({ appId: config.appID, id: fileId, type: EVENT_TYPE.read }))
      .catch(() => undefined);

    const ua = navigator.userAgent;
    const { deviceId, uid } = browserIdentity(config.deviceIdStyle);
    const record = buildRecord(
      {
        dataType: DATA_TYPE.openArticle,
        articleId: fileId,
        platform: platformFromUserAgent(ua),
        actionTimeMs: Date.now(),
        deviceId,
        userUuid: uid,
        refer: document.referrer,
        os: osFromUserAgent(ua),
      },
      stats,
    );
    void sendRecord(record, { config: stats, fetch: window.fetch.bind(window), debug });

    if (!inWeChat) return;
    void (async () => {
      const wxConfig = wxConfigFrom(
        await api.call('wx/signature', { url: signatureUrl(window.location.href) }),
        {
          openLaunchApp,
        },
      );
      if (!wxConfig) return;
      const wx = await loadWeChatSdk();
      await configureWeChat(wx, wxConfig);
      applyShareData(wx, shareData(share, shareConfig, { inWeChat: true }), {
        hidden: shareMenuHidden(share),
      });
    })().catch((error: unknown) => {
      if (debug) console.error('WeChat share setup failed', error);
    });
    // Once per article view: the props are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileId]);

  return null;
}
