import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTargetConversation } from '@/lib/api/comments';
import { getPost } from '@/lib/api/community';
import { COMMENT_SOURCE } from '@/lib/contract/comments';
import { serverConfig } from '@/lib/config/serverConfig';
import { PostBody } from '@/components/community/PostBody';
import { postLabels } from '@/components/community/postLabels';
import { TargetComments } from '@/components/comment/TargetComments';

/**
 * `/postDetail/:id.html`: one approved post (post detail): its author, circle and time, the text, the pictures
 * in the photo viewer, 点赞 (the member's praise in its island), and its comments. A pending or removed post is
 * not found.
 */
export async function PostScreen({ id }: { id: number }) {
  const [post, { t, time, photos }, comments] = await Promise.all([
    getPost(id),
    postLabels(),
    getTargetConversation(COMMENT_SOURCE.post, id),
  ]);
  if (!post) notFound();
  return (
    <>
      <PostBody
        author={post.userName}
        time={time(post.publishTime)}
        where={
          <Link href={`/circleDetail/${post.circleId}.html`}>
            {t('fromCircle', { name: post.circleName })}
          </Link>
        }
        content={post.content}
        pictures={post.pictures}
        photos={photos}
        praise={{
          kind: 'post',
          id: post.id,
          count: post.praiseCount,
          label: t('praise'),
          basePath: serverConfig().publicConfig.basePath,
        }}
      />
      <TargetComments {...comments} />
    </>
  );
}
