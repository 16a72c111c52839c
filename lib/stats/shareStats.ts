// What a completed share tells the backend. Only the share islands report one (the app's share button, the WeChat
// share card), and they load only where sharing happens, so article pages elsewhere do not carry this.
import { postArticleEvent, sendArticleRecord } from '@/lib/stats/articleStats';
import type { ShareChannel } from '@/lib/format/share';
import { DATA_TYPE, EVENT_TYPE, type ArticleStats } from '@/lib/stats/events';
import { addMemberPoints } from '@/lib/stats/memberPoints';

/**
 * A completed share: the share event (type 2), the share record (1000009) with its channel, and a signed-in
 * member's sharing points.
 */
export function reportShare(article: ArticleStats, objectType: number, channel: ShareChannel): void {
  postArticleEvent(article, EVENT_TYPE.share, { objectType, channel });
  sendArticleRecord(article, DATA_TYPE.share, channel);
  addMemberPoints(article.fileId, 'share');
}
