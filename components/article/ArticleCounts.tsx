import { getTranslations } from '@/lib/i18n/translations';
import type { ArticleCounts as Counts } from '@/lib/api/articleModel';
import { formatCount, formatReadCount } from '@/lib/format/count';
import { ArticleLikes } from '@/components/article/ArticleLikes.island';
import styles from '@/components/article/Article.module.css';

/** Read, like and share counts with the display rules of spec section 9 (10w+ for reads); streamed in. */
export async function ArticleCounts({ fileId, counts }: { fileId: number; counts: Promise<Counts | null> }) {
  const [shown, t] = await Promise.all([counts, getTranslations('article')]);
  if (!shown) return <ArticleCountsSpace />;
  return (
    <p className={styles.counts}>
      <span>{t('reads', { count: formatReadCount(shown.readCount) })}</span>
      <Likes
        fileId={fileId}
        text={t('likes', { count: formatCount(shown.praiseCount) })}
        count={formatCount(shown.praiseCount)}
      />
      <span>{t('shares', { count: formatCount(shown.shareCount) })}</span>
    </p>
  );
}

/**
 * 点赞 N with the number in an island of its own, which shows the new count when a praise goes in or is taken
 * back (ArticlePraiseButton.island.tsx).
 */
function Likes({ fileId, text, count }: { fileId: number; text: string; count: string }) {
  const at = text.indexOf(count);
  if (at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      <ArticleLikes fileId={fileId} initial={count} />
      {text.slice(at + count.length)}
    </span>
  );
}

/** The counts' line, empty: the fallback while they load and what stays when they cannot be read. */
export function ArticleCountsSpace() {
  return <p className={styles.counts} aria-hidden="true" />;
}
