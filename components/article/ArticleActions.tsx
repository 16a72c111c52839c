import type { ArticleStats } from '@/lib/stats/events';
import type { MessagePath } from '@/lib/i18n/messages';
import { FavoriteButton } from '@/components/article/FavoriteButton.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { CommentZone, LazyArticlePraiseButton } from '@/components/comment/lazyComment.island';
import { PRAISE_MESSAGES } from '@/components/comment/praiseMessages';
import styles from '@/components/article/Article.module.css';

/**
 * What the favourite and praise buttons say, and may have to say when the backend refuses
 * (lib/auth/memberMessages.ts): a few messages of large namespaces, as this page is every reader's.
 */
const ACTION_MESSAGES: MessagePath[] = [
  'article.favourite',
  'article.favourited',
  'memberErrors.articleMissing',
  ...PRAISE_MESSAGES,
];

/** A published article's 收藏 and 点赞, with the messages their islands may show. */
export function ArticleActions({ fileId, stats }: { fileId: number; stats: ArticleStats }) {
  return (
    <IslandMessages namespaces={ACTION_MESSAGES}>
      <FavoriteButton fileId={fileId} basePath={stats.config.basePath} />
      <CommentZone kind="praise" as="span">
        <LazyArticlePraiseButton stats={stats} className={styles.favorite} />
      </CommentZone>
    </IslandMessages>
  );
}
