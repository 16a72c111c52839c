import type { CSSProperties } from 'react';
import Link from 'next/link';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { CarouselPlayer } from '@/components/column/CarouselPlayer.island';
import styles from '@/components/column/Carousel.module.css';
import { pictureLoading } from '@/components/shell/pictureLoading';

/**
 * The column's focus pictures, drawn on the server and swiped sideways with CSS scroll snapping; a small island
 * plays them and draws the dots and the pause button (`--dots` leaves the caption room for them).
 */
export function Carousel({
  items,
  label,
  dotsLabel,
  slideLabel,
  stopLabel,
  playLabel,
}: {
  items: ArticleSummary[];
  label: string;
  dotsLabel: string;
  /** A dot's name from its slide's number and the count: 第2张，共5张. */
  slideLabel: (number: number, total: number) => string;
  /** The play button's name while the slides move by themselves, and once the reader has stopped them. */
  stopLabel: string;
  playLabel: string;
}) {
  if (items.length === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-label={label}
      style={{ '--dots': items.length > 1 ? items.length + 1 : 0 } as CSSProperties}
      data-first-screen
    >
      <CarouselPlayer
        count={items.length}
        label={dotsLabel}
        slideLabels={items.map((_, index) => slideLabel(index + 1, items.length))}
        stopLabel={stopLabel}
        playLabel={playLabel}
      >
        <ul className={styles.track}>
          {items.map((item, index) => (
            <li key={item.fileId} className={styles.slide}>
              <Link href={item.href} className={styles.link}>
                <img src={item.image} alt="" width={750} height={422} {...pictureLoading(index === 0)} />
                <span className={styles.caption}>
                  <span className={styles.title}>{item.title}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CarouselPlayer>
    </section>
  );
}
