import type { ReactNode } from 'react';
import type { Article } from '@/lib/api/articleModel';
import styles from '@/components/article/Article.module.css';

/**
 * The preview banner (unreleased articles), title, source, publish time and the state line showStatusType asked
 * for; `children` adds lines below.
 */
export function ArticleHeader({
  article,
  time,
  unpublishedText,
  children,
}: {
  article: Article;
  /** The publish time as the site's configured style shows it; '' for none. */
  time: string;
  unpublishedText: string;
  children?: ReactNode;
}) {
  return (
    <>
      {article.aStatus !== 1 && (
        <p className={styles.previewBanner} role="status">
          {unpublishedText}
        </p>
      )}
      <header className={styles.header}>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          {article.source && <span>{article.source}</span>}
          {time && <time dateTime={new Date(article.publishtime).toISOString()}>{time}</time>}
          {article.statusText && <span className={styles.statusText}>{article.statusText}</span>}
        </p>
        {children}
      </header>
    </>
  );
}
