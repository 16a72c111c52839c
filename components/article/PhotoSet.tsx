'use client';

import { useEffect, useRef, useState } from 'react';
import { pictureLoading } from '@/components/shell/pictureLoading';
import styles from '@/components/article/Article.module.css';

/**
 * A photo set: swiped sideways (CSS scroll snapping does the swiping), each picture with its caption from
 * pic_list_title, a counter, and buttons for keyboards and mice.
 */
export function PhotoSet({
  pictures,
  counterTemplate,
  previousLabel,
  nextLabel,
  label,
}: {
  pictures: { src: string; caption: string }[];
  /** e.g. 第{index}张，共{total}张 */
  counterTemplate: string;
  previousLabel: string;
  nextLabel: string;
  label: string;
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
    const target = Math.max(0, Math.min(pictures.length - 1, to));
    list?.scrollTo({ left: target * list.clientWidth, behavior: 'smooth' });
  };
  const counter = counterTemplate
    .replace('{index}', String(index + 1))
    .replace('{total}', String(pictures.length));

  return (
    <section className={styles.photoSet} aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className={styles.photoTrack}>
        {pictures.map((picture, i) => (
          <li
            key={`${picture.src}-${i}`}
            data-index={i}
            aria-label={counterTemplate
              .replace('{index}', String(i + 1))
              .replace('{total}', String(pictures.length))}
          >
            <figure>
              <img
                src={picture.src}
                alt={picture.caption}
                width={750}
                height={500}
                {...pictureLoading(i === 0)}
              />
              {picture.caption && <figcaption>{picture.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <div className={styles.photoControls}>
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label={previousLabel}>
          ‹
        </button>
        <span aria-live="polite">{counter}</span>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index === pictures.length - 1}
          aria-label={nextLabel}
        >
          ›
        </button>
      </div>
    </section>
  );
}
