'use client';

import { useEffect } from 'react';
import type { PublicConfig } from '@/lib/config/publicConfig';
import { DATA_TYPE, EVENT_TYPE, type StatsConfig } from '@/lib/stats/events';
import { postArticleEvent, recordDevice, sendArticleRecord } from '@/lib/stats/articleStats';
import { addMemberPoints } from '@/lib/stats/memberPoints';

/**
 * What opening an article tells the backend, after the page is up and never in the reader's way: the read
 * event, the device record the first time this device opens one, the open-article statistics record (only when the site configures the statistics service) and a
 * signed-in member's reading points (in WeChat, WeChatShare sets up the share card beside it). Every failure here
 * is swallowed: none of it may break reading.
 */
export function ArticleReaderEvents({
  fileId,
  config,
  stats,
}: {
  fileId: number;
  config: PublicConfig;
  stats: StatsConfig;
}) {
  useEffect(() => {
    const article = { fileId, config, stats };
    postArticleEvent(article, EVENT_TYPE.read);
    recordDevice(config);
    sendArticleRecord(article, DATA_TYPE.openArticle);
    addMemberPoints(fileId, 'read');
    // Once per article view: the props are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileId]);

  return null;
}
