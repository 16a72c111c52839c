import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { getLatestPaper, getPaper, getPaperArticle, getPaperDates } from '@/lib/api/paper';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { formatPaperDate } from '@/lib/format/paperDate';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { readGuard } from '@/lib/guard/readGuard';
import { intlLocale } from '@/lib/i18n/locales';
import { findLayout, paperHref, paperQuery } from '@/lib/routing/paperRoute';
import type { SearchParams } from '@/lib/routing/pageParams';
import { articleAccess } from '@/components/article/articleAccess';
import { PaperArticleView } from '@/components/paper/PaperArticleView';
import { PaperDatePicker } from '@/components/paper/PaperDatePicker';
import { PaperEdition } from '@/components/paper/PaperEdition';
import { PaperMasthead } from '@/components/paper/PaperMasthead';
import styles from '@/components/paper/Paper.module.css';

/** 数字报: an edition's pages with their article maps, a date picker, and a printed article opened above them. */
export async function PaperScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, guard] = await Promise.all([searchParams, readGuard()]);
  const query = paperQuery(params);
  if (!query) notFound();
  const [paper, dates, article, config, locale, t, tRoutes] = await Promise.all([
    query.date ? getPaper(query.date, query.paperId) : getLatestPaper(),
    // Without a date or month the backend answers the newest edition's month, the latest paper's own.
    getPaperDates(query.month ?? query.date?.slice(0, 7)),
    query.articleId === undefined ? null : getPaperArticle(query.articleId, articleAccess(params, guard)),
    requireSiteConfig(),
    getLocale(),
    getTranslations('paper'),
    getTranslations('routes'),
  ]);
  const layout = paper ? findLayout(paper.layouts, query.layout) : undefined;
  if ((paper && query.layout !== undefined && !layout) || (query.articleId !== undefined && !article)) {
    notFound();
  }

  const lang = intlLocale(locale);
  const place = paper
    ? { date: paper.date, paperId: paper.paperId, layoutId: layout?.layoutId }
    : { date: query.date ?? undefined };
  const month = dates?.month || query.month || query.date?.slice(0, 7);
  const formatTime = await relativeTimeFormatter(config.timeStyle);

  return (
    <div className={styles.paper}>
      <PaperMasthead
        name={paper?.name || tRoutes('paperSharePage')}
        date={paper?.date ?? ''}
        dateText={paper ? formatPaperDate(paper.date, lang) : ''}
        isHeading={!article}
      >
        {month && (
          <PaperDatePicker
            month={month}
            dates={dates?.dates ?? []}
            selected={paper?.date ?? query.date ?? undefined}
            place={place}
            lang={lang}
          />
        )}
      </PaperMasthead>
      {article && (
        <PaperArticleView
          article={article}
          timeText={article.publishtime > 0 ? formatTime(article.publishtime) : ''}
          backHref={paperHref(place)}
        />
      )}
      {paper ? (
        <PaperEdition paper={paper} layout={layout} place={place} openArticleId={article?.fileId} />
      ) : (
        <div className={styles.notice} role="status">
          <p>{query.date ? t('noPaperOnDate') : t('none')}</p>
          {query.date && <Link href={paperHref({})}>{t('latest')}</Link>}
        </div>
      )}
    </div>
  );
}
