'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { photoCounter } from '@/lib/format/photoCounter';
import styles from '@/components/article/Article.module.css';

/**
 * A photo set: swiped sideways (CSS scroll snapping does the swiping), a counter, and buttons for keyboards and
 * mice. The slides come drawn by the server (PhotoSlides).
 */
export function PhotoSet({
  count,
  counterTemplate,
  previousLabel,
  nextLabel,
  label,
  trackLabel,
  children,
}: {
  count: number;
  /** e.g. 第{index}张，共{total}张 */
  counterTemplate: string;
  previousLabel: string;
  nextLabel: string;
  label: string;
  /** The pictures' scroller, e.g. 图片，左右滑动切换 */
  trackLabel: string;
  /** One <li data-index> per picture (PhotoSlides). */
  children: ReactNode;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setIndex(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: list, threshold: 0.6 },
    );
    list.querySelectorAll('li').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, []);

  const go = (to: number) => {
    const list = track.current;
    const target = Math.max(0, Math.min(count - 1, to));
    list?.scrollTo({ left: target * list.clientWidth, behavior: 'smooth' });
  };

  return (
    <section className={styles.photoSet} aria-roledescription="carousel" aria-label={label}>
      {/* Focusable, so a keyboard reaches the pictures and scrolls them with the arrow keys. */}
      <ul ref={track} className={styles.photoTrack} tabIndex={0} aria-label={trackLabel}>
        {children}
      </ul>
      <div className={styles.photoControls}>
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label={previousLabel}>
          ‹
        </button>
        <span aria-live="polite">{photoCounter(counterTemplate, index, count)}</span>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index === count - 1}
          aria-label={nextLabel}
        >
          ›
        </button>
      </div>
    </section>
  );
}
