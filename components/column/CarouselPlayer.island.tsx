'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styles from '@/components/column/Carousel.module.css';

/** How long a slide stays before the next comes. */
export const CAROUSEL_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const watchMotion = (changed: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** The slides' list, the first thing in the player. */
const trackIn = (box: HTMLDivElement | null) => box?.firstElementChild as HTMLElement | null | undefined;

function showSlide(box: HTMLDivElement | null, index: number, smooth: boolean) {
  const track = trackIn(box);
  track?.scrollTo({ left: index * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Plays the carousel's track (the server-drawn slides it is given): moves to the next slide every 5 s, except
 * while a reader's pointer is over it, a finger on it or the focus in it, after the reader stops it with its
 * button (WCAG 2.2.2), and never for readers who prefer reduced motion; and shows the dots, the current one
 * marked for screen readers (aria-current), each taking the reader to its slide. Swiping stays the track's own
 * scroll snapping; the dots follow it.
 */
export function CarouselPlayer({
  count,
  label,
  slideLabels,
  stopLabel,
  playLabel,
  children,
}: {
  count: number;
  /** The dots' group. */
  label: string;
  /** Each dot's name: 第2张，共5张. */
  slideLabels: string[];
  /** The button's name while the slides move by themselves, and once the reader has stopped them. */
  stopLabel: string;
  playLabel: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Counts the turns skipped while the page was hidden, so the wait starts again.
  const [skipped, setSkipped] = useState(0);
  const [held, setHeld] = useState({ pointer: false, touch: false, focus: false });
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useSyncExternalStore(watchMotion, prefersReducedMotion, () => true);
  const paused = held.pointer || held.touch || held.focus || reducedMotion || stopped;
  const hold = (why: keyof typeof held, on: boolean) => setHeld((was) => ({ ...was, [why]: on }));

  useEffect(() => {
    const track = trackIn(box.current);
    if (!track) return;
    const follow = () =>
      setCurrent(Math.min(count - 1, Math.round(track.scrollLeft / (track.clientWidth || 1))));
    track.addEventListener('scroll', follow, { passive: true });
    return () => track.removeEventListener('scroll', follow);
  }, [count]);

  // A full interval after every move, the reader's own included.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => {
      if (document.hidden) setSkipped((turns) => turns + 1);
      else showSlide(box.current, (current + 1) % count, true);
    }, CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [paused, count, current, skipped]);

  return (
    <div
      ref={box}
      className={styles.player}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onTouchStart={() => hold('touch', true)}
      onTouchEnd={() => hold('touch', false)}
      onTouchCancel={() => hold('touch', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && hold('focus', false)}
    >
      {children}
      {count > 1 && (
        <div className={styles.controls}>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.playing}
              data-stopped={stopped}
              aria-label={stopped ? playLabel : stopLabel}
              onClick={() => setStopped((was) => !was)}
            />
          )}
          <div className={styles.dots} role="group" aria-label={label}>
            {slideLabels.map((name, index) => (
              <button
                key={name}
                type="button"
                className={styles.dot}
                aria-label={name}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => showSlide(box.current, index, !reducedMotion)}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
