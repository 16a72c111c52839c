import { articleStatsOf } from '@/lib/stats/articleStatsOf';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getCircle, getPostPage } from '@/lib/api/community';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { SHARE_OBJECT_TYPE } from '@/lib/auth/wechat';
import { serverConfig } from '@/lib/config/serverConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { LIST_TYPE, type ListType } from '@/lib/contract/community';
import { readGuard } from '@/lib/guard/readGuard';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { ActivitySharing } from '@/components/activity/ActivitySharing';
import { CircleMembership } from '@/components/community/CircleMembership.island';
import { CircleNotices } from '@/components/community/CircleNotices';
import { PostList } from '@/components/community/PostList';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { EmptyState } from '@/components/shell/EmptyState';
import styles from '@/components/community/CircleScreen.module.css';

/**
 * `/circleDetail/:id.html`: a circle (circle detail) with its cover, introduction, member count and notices, its
 * approved posts as tabs 最新 (listType 1) and 最热 (2), 20 a page; joining, leaving and the post form load in
 * the membership island. Share type 18.
 */
export async function CircleScreen({ id, listType, page }: { id: number; listType: ListType; page: number }) {
  const [circle, posts, config, guard, origin, t, format] = await Promise.all([
    getCircle(id),
    getPostPage(id, listType, page),
    requireSiteConfig(),
    readGuard(),
    siteOrigin(),
    getTranslations('community'),
    getSiteFormatter(),
  ]);
  if (!circle || !posts) notFound();
  const { publicConfig } = serverConfig();
  const path = `/circleDetail/${circle.id}.html`;
  const url = `${origin}${publicConfig.basePath}${path}`;
  const when = (time: number) => format.dateTime(time, { dateStyle: 'medium', timeStyle: 'short' });
  // Links between one circle's tabs and pages load the document: the client router keeps a page whose query alone
  // changed.
  const tab = (type: ListType, label: string) => (
    <a
      className={styles.tab}
      href={`${publicConfig.basePath}${path}?listType=${type}`}
      aria-current={type === listType ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <article className={styles.page}>
      {circle.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- CMS covers come from any host, at any size
        <img className={styles.cover} src={circle.cover} alt="" />
      )}
      <h1 className={styles.title}>{circle.name}</h1>
      {circle.intro && <p className={styles.intro}>{circle.intro}</p>}
      <IslandMessages namespaces={['community', 'imageAttachments', 'memberErrors', 'errors']}>
        <CircleMembership
          circleId={circle.id}
          memberCount={circle.memberCount}
          basePath={publicConfig.basePath}
        />
      </IslandMessages>
      {circle.notices.length > 0 && (
        <CircleNotices notices={circle.notices} heading={t('notices')} when={when} />
      )}
      <section aria-labelledby="circle-posts" className={styles.posts}>
        <h2 id="circle-posts" className={styles.heading}>
          {t('posts')}
        </h2>
        <nav className={styles.tabs} aria-label={t('postsTabs')}>
          {tab(LIST_TYPE.newest, t('newest'))}
          {tab(LIST_TYPE.hot, t('hot'))}
        </nav>
        {posts.list.length === 0 ? (
          <EmptyState text={t('noPosts')} />
        ) : (
          <PostList posts={posts.list} when={when} praiseLabel={t('praise')} />
        )}
        {posts.hasMore && (
          <a
            className={styles.more}
            href={`${publicConfig.basePath}${path}?listType=${listType}&page=${posts.page + 1}`}
          >
            {t('more')}
          </a>
        )}
      </section>
      <ActivitySharing
        guard={guard}
        config={config}
        share={{
          title: circle.name,
          description: circle.intro,
          url,
          sharePicUrl: circle.cover ? new URL(circle.cover, url).toString() : '',
          objectType: SHARE_OBJECT_TYPE.circle,
        }}
        article={articleStatsOf(circle.id, config)}
        preview={false}
        poster=""
      />
    </article>
  );
}
