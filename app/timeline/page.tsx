import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getTimeline } from '@/lib/api/features';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { EmptyState } from '@/components/shell/EmptyState';
import { TopicHeader } from '@/components/topic/TopicHeader';
import styles from '@/components/topic/Topic.module.css';

/** 热点详情: a hot story's events, newest first, each leading to its article when it has one. */
export default async function TimelinePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  const [timeline, config, tEmpty] = await Promise.all([
    getTimeline(id),
    requireSiteConfig(),
    getTranslations('empty'),
  ]);
  if (!timeline) notFound();
  const formatTime = await relativeTimeFormatter(config.timeStyle);
  return (
    <article>
      <TopicHeader
        banner={timeline.banner}
        title={timeline.title}
        description={timeline.description || tEmpty('noDescription')}
      />
      {timeline.events.length === 0 ? (
        <EmptyState text={tEmpty('noContent')} />
      ) : (
        <ol className={styles.timeline}>
          {timeline.events.map((event) => (
            <li key={event.eventId} className={styles.event}>
              <time dateTime={new Date(event.time).toISOString()}>{formatTime(event.time)}</time>
              <h2>
                {event.fileId > 0 ? (
                  <Link href={`/newsDetail/0/${event.fileId}.html`}>{event.title}</Link>
                ) : (
                  event.title
                )}
              </h2>
              {event.summary && <p>{event.summary}</p>}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
