import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getFigure } from '@/lib/api/people';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { listLayoutOf } from '@/components/column/ArticleListItem';
import { Biography } from '@/components/people/Biography';
import { PersonProfile } from '@/components/people/PersonProfile';
import { ReportList } from '@/components/people/ReportList';
import styles from '@/components/people/People.module.css';

/** A person's page (figureDetail): portrait, biography and the latest reports, leading to all of them (报道集). */
export async function FigureScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  const [figure, config, t] = await Promise.all([
    getFigure(id),
    requireSiteConfig(),
    getTranslations('people'),
  ]);
  if (!figure) notFound();
  const formatTime = await relativeTimeFormatter(config.timeStyle);
  return (
    <article>
      <PersonProfile picture={figure.portrait} name={figure.name} title={figure.title} />
      <Biography heading={t('biography')} text={figure.biography} />
      <ReportList
        heading={t('relatedReports')}
        items={figure.reports}
        layout={listLayoutOf(config)}
        formatTime={formatTime}
      >
        {figure.reportCount > figure.reports.length && (
          <Link className={styles.more} href={`/personageReports/${figure.id}.html`}>
            {t('allReports', { count: figure.reportCount })}
          </Link>
        )}
      </ReportList>
    </article>
  );
}
