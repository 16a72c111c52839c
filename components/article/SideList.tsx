import { getTranslations } from '@/lib/i18n/translations';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { ArticleListItem, type ListLayout } from '@/components/column/ArticleListItem';
import listStyles from '@/components/column/ArticleList.module.css';
import styles from '@/components/article/Article.module.css';

/** Related or hot articles under an article, streamed in after it; a list that failed to load shows as empty. */
export async function SideList({
  items,
  heading,
  emptyText,
  eagerFirst = false,
  layout,
  formatTime,
}: {
  items: Promise<ArticleSummary[] | null>;
  heading: string;
  /** Shown when the list is empty; without it an empty list shows nothing. */
  emptyText?: string;
  /** The list shows on the first screen (a short article): its first picture loads at once. */
  eagerFirst?: boolean;
  layout: ListLayout;
  formatTime: (publishtime: number) => string;
}) {
  const [list, t] = await Promise.all([items, getTranslations('article')]);
  const shown = list ?? [];
  if (shown.length === 0 && !emptyText) return null;
  return (
    <section className={styles.side} aria-label={heading || t('related')}>
      <h2 className={styles.sideHeading}>{heading}</h2>
      {shown.length === 0 ? (
        <p className={styles.sideEmpty}>{emptyText}</p>
      ) : (
        <ul className={listStyles.list}>
          {shown.map((item, index) => (
            <ArticleListItem
              key={item.fileId}
              item={item}
              layout={layout}
              eager={eagerFirst && index === 0}
              time={formatTime(item.publishtime)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
