import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { relativeTimeFormatter } from '@/lib/format/serverTime';
import { ArticleListItem, listLayoutOf } from '@/components/column/ArticleListItem';
import listStyles from '@/components/column/ArticleList.module.css';
import styles from '@/components/article/Article.module.css';

/** Related or hot articles under an article; streamed in after the article itself. */
export async function SideList({
  load,
  heading,
  emptyText,
  eagerFirst = false,
}: {
  load: () => Promise<ArticleSummary[]>;
  heading: string;
  /** Shown when the list is empty; without it an empty list shows nothing. */
  emptyText?: string;
  /** The list shows on the first screen (a short article): its first picture loads at once. */
  eagerFirst?: boolean;
}) {
  const [items, config, t] = await Promise.all([
    load().catch(() => []),
    loadSiteConfig(),
    getTranslations('article'),
  ]);
  if (items.length === 0 && !emptyText) return null;
  const formatTime = await relativeTimeFormatter(config?.timeStyle ?? 1);
  const layout = listLayoutOf(config);
  return (
    <section className={styles.side} aria-label={heading || t('related')}>
      <h2 className={styles.sideHeading}>{heading}</h2>
      {items.length === 0 ? (
        <p className={styles.sideEmpty}>{emptyText}</p>
      ) : (
        <ul className={listStyles.list}>
          {items.map((item, index) => (
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
