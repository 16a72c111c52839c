import Link from 'next/link';
import type { Module } from '@/lib/api/articles';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { moduleMoreHref } from '@/lib/routing/moduleLinks';
import { ArticleListItem, type ListLayout } from '@/components/column/ArticleListItem';
import listStyles from '@/components/column/ArticleList.module.css';
import styles from '@/components/column/ModuleBlock.module.css';

/**
 * A top module, drawn by its cmDisplayStyle: 1 a list, 2 a big first picture then a list, 3 three-picture rows,
 * 4 a sideways-scrolling strip of cards. A module drawing from a column links to all of its articles ("more").
 */
export function ModuleBlock({
  module,
  layout,
  formatTime,
  moreLabel,
  moreHref = module.moreColumnId > 0 && module.moduleId > 0 ? moduleMoreHref(module) : null,
}: {
  module: Module;
  layout: ListLayout;
  formatTime: (publishtime: number) => string;
  moreLabel: string;
  /** Where "more" leads: by default the module's own list, for a module that draws from a column. */
  moreHref?: string | null;
}) {
  const headingId = `module-${module.moduleId}`;
  const row = (item: ArticleSummary, index: number) => {
    const picType =
      module.cmDisplayStyle === 2 && index === 0
        ? 2
        : module.cmDisplayStyle === 3
          ? 3
          : item.picType === 2
            ? 1
            : item.picType;
    return (
      <ArticleListItem
        key={item.fileId}
        item={{ ...item, picType }}
        layout={layout}
        time={formatTime(item.publishtime)}
      />
    );
  };
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.name}>
          {module.name}
        </h2>
        {moreHref && (
          <Link className={styles.more} href={moreHref}>
            {moreLabel}
          </Link>
        )}
      </header>
      {module.cmDisplayStyle === 4 ? (
        <ul className={styles.strip}>
          {module.list.map((item) => (
            <li key={item.fileId}>
              <Link
                href={item.href}
                className={item.image ? styles.card : `${styles.card} ${styles.textCard}`}
              >
                {item.image && (
                  <img src={item.image} alt="" width={300} height={200} loading="lazy" decoding="async" />
                )}
                <span>{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={listStyles.list}>{module.list.map(row)}</ul>
      )}
    </section>
  );
}
