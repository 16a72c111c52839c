import { ArticleListItem, type ListLayout } from '@/components/column/ArticleListItem';
import { useRecommendations } from '@/components/people/useRecommendations';
import listStyles from '@/components/column/ArticleList.module.css';
import styles from '@/components/people/RecommendedArticles.module.css';

/** 猜你喜欢 as it loads in the browser (RecommendedArticles.island.tsx): nothing until the articles arrive. */
export function RecommendedList({
  fileId,
  heading,
  layout,
}: {
  /** The article the reader is on; null on the search page. */
  fileId: number | null;
  heading: string;
  layout: ListLayout;
}) {
  const { data } = useRecommendations(fileId);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.recommended} aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={listStyles.list}>
        {data.map((item) => (
          <ArticleListItem key={item.fileId} item={item} layout={layout} time="" />
        ))}
      </ul>
    </section>
  );
}
