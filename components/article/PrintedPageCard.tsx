import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import type { PrintedPage } from '@/lib/api/printedPage';
import { basePathFrom } from '@/lib/config/env.mjs';
import { formatPaperDate } from '@/lib/format/paperDate';
import { intlLocale } from '@/lib/i18n/locales';
import { paperHref } from '@/lib/routing/paperRoute';
import styles from '@/components/article/PrintedPageCard.module.css';

// A plain anchor, like every link into the paper edition (components/paper): its page is a rewritten .html
// path whose parts travel as query strings, which Next's client router does not render anew.

/**
 * Where a paper-backed article was printed: a thumbnail of its page with the article's outline drawn on it
 * (in the picture's own pixels, so it scales with the picture), linking to that page of the paper edition.
 */
export async function PrintedPageCard({ page }: { page: PrintedPage }) {
  const [t, tPaper, locale] = await Promise.all([
    getTranslations('article'),
    getTranslations('paper'),
    getLocale(),
  ]);
  const href = paperHref({ date: page.date, paperId: page.paperId, layoutId: page.layoutId });
  return (
    <aside className={styles.card} aria-label={t('printedIn')}>
      <a href={`${basePathFrom()}${href}`}>
        <span className={styles.thumb}>
          <img
            src={page.image}
            width={page.width}
            height={page.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <svg viewBox={`0 0 ${page.width} ${page.height}`} aria-hidden="true" focusable="false">
            <polygon points={page.points} />
          </svg>
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{t('printedIn')}</span>
          <strong>
            {[page.paperName, page.pageName || tPaper('pageNo', { pageNo: page.pageNo })]
              .filter(Boolean)
              .join(' ')}
          </strong>
          <time dateTime={page.date}>{formatPaperDate(page.date, intlLocale(locale))}</time>
          <span className={styles.more}>{t('viewPage')}</span>
        </span>
      </a>
    </aside>
  );
}
