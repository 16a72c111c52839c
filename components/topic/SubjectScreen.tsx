import { Suspense } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { getArticle } from '@/lib/api/articles';
import { commentsOpen, getCommentSection } from '@/lib/api/comments';
import { getSubject } from '@/lib/api/features';
import { settle } from '@/lib/api/settle';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { absoluteUrl } from '@/lib/config/siteOrigin';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { articleStatsOf } from '@/lib/stats/articleStatsOf';
import { columnJsonLd } from '@/lib/seo/columnMeta';
import { jsonLdScript } from '@/lib/seo/jsonLd';
import { ArticleList } from '@/components/column/ArticleList';
import { CommentSection } from '@/components/comment/CommentSection';
import { TopicHeader } from '@/components/topic/TopicHeader';
import styles from '@/components/topic/Topic.module.css';
import { listLayoutOf } from '@/components/column/ArticleListItem';

/**
 * A special topic: banner, title, description and its groups. `/specDetail/:linkID?/:id?` names the topic
 * article (linkID) or the topic itself (id); `/specMore` shows one group with load-more.
 */
export async function SubjectScreen({
  topicArticleId,
  subjectId,
  groupId,
}: {
  topicArticleId: number | null;
  subjectId: number | null;
  groupId?: number;
}) {
  let id = subjectId;
  if (id === null && topicArticleId !== null) {
    const article = await getArticle(topicArticleId);
    id = article && article.subjectId > 0 ? article.subjectId : null;
  }
  if (id === null) notFound();
  const single = groupId !== undefined;
  const [subject, config, t, tEmpty, locale, url, topicArticle] = await Promise.all([
    getSubject(id, groupId),
    requireSiteConfig(),
    getTranslations('list'),
    getTranslations('empty'),
    getLocale(),
    absoluteUrl(
      single
        ? `/specMore/${groupId}.html?subjectId=${id}`
        : topicArticleId !== null
          ? `/specDetail/${topicArticleId}.html`
          : `/specDetail/0/${id}.html`,
    ),
    // The topic's own article carries its conversation.
    topicArticleId !== null && !single ? getArticle(topicArticleId) : null,
  ]);
  if (!subject) notFound();
  const layout = listLayoutOf(config);
  const jsonLd = columnJsonLd({
    title: subject.title,
    description: subject.description,
    url,
    image: subject.banner,
    siteName: config.siteName,
    locale,
    items: subject.groups.flatMap((group) =>
      (single ? group.list : group.list.slice(0, 5)).map((item) => ({ title: item.title, url: item.href })),
    ),
  });
  return (
    <article className={styles.topic}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <TopicHeader
        banner={subject.banner}
        title={subject.title}
        description={subject.description || tEmpty('noDescription')}
      />
      {subject.groups.map((group) => (
        <section key={group.groupId} className={styles.group} aria-labelledby={`group-${group.groupId}`}>
          <header className={styles.groupHeader}>
            <h2 id={`group-${group.groupId}`}>{group.name}</h2>
            {!single && group.hasMore && (
              <Link href={`/specMore/${group.groupId}.html?subjectId=${subject.subjectId}`}>{t('more')}</Link>
            )}
          </header>
          {single ? (
            <ArticleList
              operation="getSubSpecialArticles"
              params={{ subjectId: subject.subjectId, groupId: group.groupId }}
              firstPage={group}
              layout={layout}
              timeStyle={config.timeStyle}
              level={3}
            />
          ) : (
            <ArticleList
              operation="getSubSpecialArticles"
              params={{ subjectId: subject.subjectId, groupId: group.groupId }}
              firstPage={{ list: group.list.slice(0, 5), hasMore: false }}
              layout={layout}
              timeStyle={config.timeStyle}
              level={3}
              hideEnd
            />
          )}
        </section>
      ))}
      {topicArticle && (
        <Suspense fallback={null}>
          <CommentSection
            data={settle(getCommentSection(topicArticle.fileId), 'comments')}
            stats={articleStatsOf(topicArticle.fileId, config)}
            inputAllowed={commentsOpen(config, topicArticle)}
            formatTime={await relativeTimeFormatter(config.timeStyle)}
          />
        </Suspense>
      )}
    </article>
  );
}
