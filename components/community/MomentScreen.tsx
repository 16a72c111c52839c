import { notFound } from 'next/navigation';
import { getTargetConversation } from '@/lib/api/comments';
import { getMoment } from '@/lib/api/community';
import { COMMENT_SOURCE } from '@/lib/contract/comments';
import { serverConfig } from '@/lib/config/serverConfig';
import { isPlayableSource } from '@/lib/format/videoSource';
import { ArticleVideo } from '@/components/article/ArticleVideo';
import { LazyVideoPlayer } from '@/components/article/lazyMedia.island';
import { PostBody } from '@/components/community/PostBody';
import { postLabels } from '@/components/community/postLabels';
import { TargetComments } from '@/components/comment/TargetComments';

/**
 * `/friendsCircleDetail/:id.html`: a friends-circle post (moments detail): the author, the text, the pictures in
 * the photo viewer or the video in the articles' player, the time, 点赞, and its comments.
 */
export async function MomentScreen({ id }: { id: number }) {
  const [moment, { t, time, photos }, comments] = await Promise.all([
    getMoment(id),
    postLabels(),
    getTargetConversation(COMMENT_SOURCE.moment, id),
  ]);
  if (!moment) notFound();
  return (
    <>
      <PostBody
        author={moment.userName}
        time={time(moment.publishTime)}
        content={moment.content}
        pictures={moment.pictures}
        photos={photos}
        praise={{
          kind: 'moment',
          id: moment.id,
          count: moment.praiseCount,
          label: t('praise'),
          basePath: serverConfig().publicConfig.basePath,
        }}
      >
        {isPlayableSource(moment.videoUrl) && (
          <LazyVideoPlayer src={moment.videoUrl} failedText={t('videoFailed')}>
            <ArticleVideo poster={moment.videoPoster} title={t('video', { name: moment.userName })} />
          </LazyVideoPlayer>
        )}
      </PostBody>
      <TargetComments {...comments} />
    </>
  );
}
