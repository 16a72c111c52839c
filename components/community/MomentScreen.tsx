import { notFound } from 'next/navigation';
import { getMoment } from '@/lib/api/community';
import { serverConfig } from '@/lib/config/serverConfig';
import { isPlayableSource } from '@/lib/format/videoSource';
import { ArticleVideo } from '@/components/article/ArticleVideo';
import { LazyVideoPlayer } from '@/components/article/lazyMedia.island';
import { PostBody } from '@/components/community/PostBody';
import { postLabels } from '@/components/community/postLabels';

/**
 * `/friendsCircleDetail/:id.html`: a friends-circle post (moments detail): the author, the text, the pictures in
 * the photo viewer or the video in the articles' player, the time, and 点赞.
 */
export async function MomentScreen({ id }: { id: number }) {
  const [moment, { t, time, photos }] = await Promise.all([getMoment(id), postLabels()]);
  if (!moment) notFound();
  return (
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
  );
}
