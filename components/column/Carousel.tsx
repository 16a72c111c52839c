import Link from 'next/link';
import type { ArticleSummary } from '@/lib/api/articleModel';
import styles from '@/components/column/Carousel.module.css';
import { pictureLoading } from '@/components/shell/pictureLoading';

/** The column's focus pictures: swiped sideways with CSS scroll snapping, no script needed. */
export function Carousel({ items, label }: { items: ArticleSummary[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.carousel} aria-label={label} data-first-screen>
      <ul className={styles.track}>
        {items.map((item, index) => (
          <li key={item.fileId} className={styles.slide}>
            <Link href={item.href} className={styles.link}>
              <img src={item.image} alt="" width={750} height={422} {...pictureLoading(index === 0)} />
              <span className={styles.caption}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.index} aria-hidden="true">
                  {index + 1}/{items.length}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
