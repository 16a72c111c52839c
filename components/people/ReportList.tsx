import type { ReactNode } from 'react';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { ArticleListItem, type ListLayout } from '@/components/column/ArticleListItem';
import listStyles from '@/components/column/ArticleList.module.css';
import styles from '@/components/people/People.module.css';

/** Reports about a person under a heading (a leader's activities, a figure's reports); none: nothing. */
export function ReportList({
  heading,
  items,
  layout,
  formatTime,
  level = 2,
  children,
}: {
  heading: string;
  items: ArticleSummary[];
  layout: ListLayout;
  formatTime: (publishtime: number) => string;
  /** The heading's level: 2 on a person's page, 3 inside a leader's section. */
  level?: 2 | 3;
  /** What follows the list (the link to all of them). */
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    // Named (a landmark) on a person's page only: a leaders' page repeats these headings under every leader.
    <section
      className={level === 2 ? styles.section : undefined}
      aria-label={level === 2 ? heading : undefined}
    >
      <Heading className={level === 2 ? styles.sectionHeading : styles.subHeading}>{heading}</Heading>
      <ul className={listStyles.list}>
        {items.map((item) => (
          <ArticleListItem
            key={item.fileId}
            item={item}
            layout={layout}
            time={formatTime(item.publishtime)}
          />
        ))}
      </ul>
      {children}
    </section>
  );
}
