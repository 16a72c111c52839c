import { getTranslations } from 'next-intl/server';
import { getArticleCounts } from '@/lib/api/articles';
import { formatCount, formatReadCount } from '@/lib/format/count';
import styles from '@/components/article/Article.module.css';

/** Read, like and share counts with the display rules of spec section 9 (10w+ for reads). */
export async function ArticleCounts({ fileId }: { fileId: number }) {
  const [counts, t] = await Promise.all([
    getArticleCounts(fileId).catch(() => null),
    getTranslations('article'),
  ]);
  if (!counts) return <ArticleCountsSpace />;
  return (
    <p className={styles.counts}>
      <span>{t('reads', { count: formatReadCount(counts.readCount) })}</span>
      <span>{t('likes', { count: formatCount(counts.praiseCount) })}</span>
      <span>{t('shares', { count: formatCount(counts.shareCount) })}</span>
    </p>
  );
}

/** The counts' line, empty: the fallback while they load and what stays when they cannot be read. */
export function ArticleCountsSpace() {
  return <p className={styles.counts} aria-hidden="true" />;
}
