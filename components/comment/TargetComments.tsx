import { Suspense } from 'react';
import type { CommentSectionData } from '@/lib/api/comments';
import type { SiteConfig } from '@/lib/api/siteConfig';
import type { CommentSource } from '@/lib/contract/comments';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { articleStatsOf } from '@/lib/stats/articleStatsOf';
import { CommentSection } from '@/components/comment/CommentSection';

/**
 * The conversation under a target other than an article (a dynamic, a post, a moment, a question): the article
 * pages' comment section (count, input, hot and latest comments, the way to all of them), streamed in after the
 * screen. The screen loads `data` with getCommentSection(id, source) and says whether comments are open
 * (commentsOpen of lib/api/comments).
 */
export async function TargetComments({
  source,
  id,
  data,
  config,
  inputAllowed,
}: {
  source: CommentSource;
  id: number;
  data: Promise<CommentSectionData | null>;
  config: SiteConfig;
  inputAllowed: boolean;
}) {
  const formatTime = await relativeTimeFormatter(config.timeStyle);
  return (
    <Suspense fallback={null}>
      <CommentSection
        data={data}
        stats={articleStatsOf(id, config)}
        source={source}
        inputAllowed={inputAllowed}
        formatTime={formatTime}
      />
    </Suspense>
  );
}
