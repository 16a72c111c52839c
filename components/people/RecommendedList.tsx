import { use } from 'react';
import { RECOMMEND_SIZE } from '@/lib/contract/people';
import { ArticleListItem, type ListLayout } from '@/components/column/ArticleListItem';
import { useRecommendations } from '@/components/people/useRecommendations';
import listStyles from '@/components/column/ArticleList.module.css';
import styles from '@/components/people/RecommendedArticles.module.css';

const NOTHING_ABOVE: Promise<number[]> = Promise.resolve([]);

/**
 * 猜你喜欢 as it loads in the browser (RecommendedArticles.island.tsx): nothing until the articles arrive, and
 * none of the stories the page lists above it (an article's 相关稿件 and 热门稿件).
 */
export function RecommendedList({
  fileId,
  heading,
  layout,
  shown = NOTHING_ABOVE,
}: {
  /** The article the reader is on; null on the search page. */
  fileId: number | null;
  heading: string;
  layout: ListLayout;
  shown?: Promise<number[]>;
}) {
  const above = use(shown);
  const { data } = useRecommendations(fileId, above.length);
  const items = (data ?? []).filter((item) => !above.includes(item.fileId)).slice(0, RECOMMEND_SIZE);
  if (items.length === 0) return null;
  return (
    <section className={styles.recommended} aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={listStyles.list}>
        {items.map((item) => (
          <ArticleListItem key={item.fileId} item={item} layout={layout} time="" />
        ))}
      </ul>
    </section>
  );
}
