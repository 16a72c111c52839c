import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getPersonReports } from '@/lib/api/people';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ArticleListItem, listLayoutOf } from '@/components/column/ArticleListItem';
import { EmptyState } from '@/components/shell/EmptyState';
import { PersonProfile } from '@/components/people/PersonProfile';
import listStyles from '@/components/column/ArticleList.module.css';
import styles from '@/components/people/People.module.css';

/**
 * 报道集: every report about one person, 20 a page (`?page=`), with links to the pages before and after. A page
 * past the end says so and leads back to the first.
 */
export async function PersonReportsScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  if (id === null) notFound();
  const page = positiveId(params, 'page') ?? 1;
  const [reports, config, t, tEmpty] = await Promise.all([
    getPersonReports(id, page),
    requireSiteConfig(),
    getTranslations('people'),
    getTranslations('empty'),
  ]);
  if (!reports) notFound();
  const formatTime = await relativeTimeFormatter(config.timeStyle);
  const layout = listLayoutOf(config);
  const { person, list, hasMore } = reports;
  const href = (to: number) =>
    to === 1 ? `/personageReports/${id}.html` : `/personageReports/${id}.html?page=${to}`;
  return (
    <>
      <PersonProfile
        picture={person.portrait}
        name={t('reportsOf', { name: person.name })}
        title={person.title}
      >
        <p>
          <Link href={`/figureDetail/${person.id}.html`}>{t('profile')}</Link>
        </p>
      </PersonProfile>
      {list.length === 0 && page > 1 ? (
        <div className={styles.pastEnd} role="status">
          <p>{t('pageEmpty', { page })}</p>
          <Link href={href(1)}>{t('firstPage')}</Link>
        </div>
      ) : list.length === 0 ? (
        <EmptyState text={tEmpty('noContent')} />
      ) : (
        <section aria-label={t('pageNumber', { page })}>
          <ul className={listStyles.list}>
            {list.map((item, index) => (
              <ArticleListItem
                key={item.fileId}
                item={item}
                layout={layout}
                eager={index < 2}
                time={formatTime(item.publishtime)}
                level={2}
              />
            ))}
          </ul>
          <nav className={styles.pager} aria-label={t('pages')}>
            {page > 1 ? <Link href={href(page - 1)}>{t('previousPage')}</Link> : <span />}
            <span>{t('pageNumber', { page })}</span>
            {hasMore ? <Link href={href(page + 1)}>{t('nextPage')}</Link> : <span />}
          </nav>
        </section>
      )}
    </>
  );
}
