'use client';

import { sendArticleRecord } from '@/lib/stats/articleStats';
import { DATA_TYPE, type ArticleStats } from '@/lib/stats/events';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { commentCalls } from '@/components/comment/useCommentMember';
import { PraiseButton } from '@/components/comment/PraiseButton.island';
import { setArticleLikes } from '@/components/article/articleLikes';

/** 点赞 of the article beside 收藏; each praise that goes in sends the like record (1000002). */
export function ArticlePraiseButton({ stats, className }: { stats: ArticleStats; className?: string }) {
  const t = useIslandTranslations('comment');
  return (
    <PraiseButton
      count={null}
      label={t('praiseArticle')}
      basePath={stats.config.basePath}
      className={className}
      save={async (praised) => {
        const { api, praiseArticle } = await commentCalls();
        const state = await praiseArticle(api, stats.fileId, praised);
        // The counts line's 点赞 N (ArticleLikes.island.tsx) shows the count the backend answered.
        setArticleLikes(stats.fileId, state.praiseCount);
        return state;
      }}
      onPraised={() => sendArticleRecord(stats, DATA_TYPE.like)}
    />
  );
}
