import { getTranslations } from 'next-intl/server';
import type { ArticleCounts as Counts } from '@/lib/api/articleModel';
import { formatCount, formatReadCount } from '@/lib/format/count';
import styles from '@/components/article/Article.module.css';

/** Read, like and share counts with the display rules of spec section 9 (10w+ for reads); streamed in. */
export async function ArticleCounts({ counts }: { counts: Promise<Counts | null> }) {
  const [shown, t] = await Promise.all([counts, getTranslations('article')]);
  if (!shown) return <ArticleCountsSpace />;
  return (
    <p className={styles.counts}>
      <span>{t('reads', { count: formatReadCount(shown.readCount) })}</span>
      <Likes
        text={t('likes', { count: formatCount(shown.praiseCount) })}
        count={formatCount(shown.praiseCount)}
      />
      <span>{t('shares', { count: formatCount(shown.shareCount) })}</span>
    </p>
  );
}

/**
 * 点赞 N with the number in an element of its own (`data-article-likes`), which the praise button sets to the new
 * count when a praise goes in or is taken back (ArticlePraiseButton.island.tsx).
 */
function Likes({ text, count }: { text: string; count: string }) {
  const at = text.indexOf(count);
  if (at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      <span data-article-likes="">{count}</span>
      {text.slice(at + count.length)}
    </span>
  );
}

/** The counts' line, empty: the fallback while they load and what stays when they cannot be read. */
export function ArticleCountsSpace() {
  return <p className={styles.counts} aria-hidden="true" />;
}
