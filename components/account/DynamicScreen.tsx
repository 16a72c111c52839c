import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { accountHref, dynamicHref } from '@/components/account/accountLinks';
import { getDynamic } from '@/lib/api/accountPages';
import { getTargetConversation } from '@/lib/api/comments';
import { COMMENT_SOURCE } from '@/lib/contract/comments';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { isPlayableSource } from '@/lib/format/videoSource';
import { loginHref } from '@/lib/auth/redirectTarget';
import { basePathFrom } from '@/lib/config/env.mjs';
import { ArticleVideo } from '@/components/article/ArticleVideo';
import { LazyPhotoSet, LazyVideoPlayer } from '@/components/article/lazyMedia.island';
import { PhotoSlides } from '@/components/article/PhotoSlides';
import { AccountIcon } from '@/components/account/AccountIcon';
import { DynamicPraise } from '@/components/account/DynamicPraise.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { TargetComments } from '@/components/comment/TargetComments';
import styles from '@/components/account/AccountPages.module.css';

/**
 * `/dynamicDetail/:id.html` (记者动态): one dynamic of an account, its text, its pictures in the photo viewer and
 * its videos in the article player, its praise (the member's, in an island) and its comments. Unknown, hidden or an emptied
 * account's: not found.
 */
export async function DynamicScreen({ id }: { id: number }) {
  const [dynamic, t, tArticle, format, comments] = await Promise.all([
    getDynamic(id),
    getTranslations('accountPage'),
    getTranslations('article'),
    getSiteFormatter(),
    getTargetConversation(COMMENT_SOURCE.dynamic, id),
  ]);
  if (!dynamic) notFound();
  const pictures = dynamic.attachments.flatMap((a) =>
    a.type === 'pic' ? [{ src: a.url, caption: '' }] : [],
  );
  const videos = dynamic.attachments.flatMap((a) =>
    a.type === 'video' && isPlayableSource(a.url) ? [a] : [],
  );
  const counterTemplate = tArticle.raw('photoCounter') as string;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <AccountIcon icon={dynamic.xyIcon} name={dynamic.xyName} eager />
        <div className={styles.about}>
          <h1 className={styles.name}>
            <Link href={accountHref(dynamic.xyID)} className={styles.accountLink}>
              {t('accountOf', { name: dynamic.xyName })}
            </Link>
          </h1>
          <p className={styles.counts}>
            <time dateTime={new Date(dynamic.publishTime).toISOString()}>
              {format.dateTime(dynamic.publishTime, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </p>
        </div>
      </header>
      <div className={styles.dynamicBody}>
        {dynamic.content && <p className={styles.dynamicText}>{dynamic.content}</p>}
        {pictures.length > 0 && (
          <LazyPhotoSet
            count={pictures.length}
            counterTemplate={counterTemplate}
            previousLabel={tArticle('previousPhoto')}
            nextLabel={tArticle('nextPhoto')}
            label={tArticle('photos')}
            trackLabel={tArticle('photoTrack')}
          >
            <PhotoSlides pictures={pictures} counterTemplate={counterTemplate} />
          </LazyPhotoSet>
        )}
        {videos.map((video) => (
          <LazyVideoPlayer key={video.url} src={video.url} failedText={tArticle('videoFailed')}>
            <ArticleVideo poster={video.poster} title={t('video')} />
          </LazyVideoPlayer>
        ))}
      </div>
      <IslandMessages namespaces={['accountPage', 'comment', 'memberErrors', 'errors']}>
        <DynamicPraise
          id={dynamic.id}
          praiseCount={dynamic.praiseCount}
          loginHref={loginHref(dynamicHref(dynamic.id), basePathFrom())}
        />
      </IslandMessages>
      <TargetComments {...comments} />
    </article>
  );
}
