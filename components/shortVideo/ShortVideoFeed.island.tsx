'use client';

import { useEffect, useRef, useState } from 'react';
import { useApiPages } from '@/lib/api/useApi';
import {
  categoryPageParams,
  toShortVideoPage,
  type ShortVideo,
  type ShortVideoPage,
} from '@/lib/api/vodModel';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { ShortVideoActions, type ClipSharing } from '@/components/shortVideo/ShortVideoActions';
import { ShortVideoClip } from '@/components/shortVideo/ShortVideoClip';
import { clipSequence } from '@/components/shortVideo/clipSequence';
import styles from '@/components/shortVideo/ShortVideo.module.css';

/** How far a finger must travel, and how long the wheel rests between clips. */
const SWIPE_PX = 50;
const WHEEL_REST_MS = 600;

/**
 * The full-screen short video and the rest of its category: swipe up (or the wheel, ↓/PageDown, the next button)
 * for the next clip, down for the previous, in the category list's order, read a page at a time as the reader
 * nears its end. Past the last clip the page scrolls to the related videos (`endId`). The address follows the
 * clip shown, so a reload or a copied link opens it.
 */
export function ShortVideoFeed({
  first,
  firstPage,
  pageSize,
  basePath,
  endId,
  sharing,
}: {
  first: ShortVideo;
  /** Page 1 of the category, read by the server. */
  firstPage: ShortVideoPage;
  pageSize: number;
  basePath: string;
  endId: string;
  sharing: ClipSharing;
}) {
  const t = useIslandTranslations('shortVideo');
  const stage = useRef<HTMLElement>(null);
  const { data, size, setSize, isValidating } = useApiPages(
    'vodCategoryList',
    `vod:${first.categoryId}:${first.nodeCode}`,
    (page) => categoryPageParams(first, page, pageSize),
    toShortVideoPage,
  );
  const { clips, complete, hasMore } = clipSequence(first, [firstPage, ...(data ?? [])]);
  const [currentId, setCurrentId] = useState(first.id);
  const index = Math.max(
    0,
    clips.findIndex((clip) => clip.id === currentId),
  );
  const current = clips[index] ?? first;

  // The next page as the reader nears the end, and until the opened clip's place in the category is known.
  const wantMore = hasMore && !isValidating && (!complete || index >= clips.length - 2);
  useEffect(() => {
    if (wantMore) void setSize(size + 1);
  }, [wantMore, setSize, size]);

  useEffect(() => {
    if (currentId === first.id) return;
    window.history.replaceState(window.history.state, '', `${basePath}/minVideoDetail/${currentId}.html`);
  }, [currentId, first.id, basePath]);

  function go(step: 1 | -1) {
    const next = clips[index + step];
    if (next) return setCurrentId(next.id);
    if (step === 1 && !hasMore) document.getElementById(endId)?.scrollIntoView({ behavior: 'smooth' });
  }
  // The stage's listeners are added once and call the latest go.
  const goLatest = useRef(go);
  useEffect(() => {
    goLatest.current = go;
  });

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let touchY: number | null = null;
    let wheelAt = 0;
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const endY = event.changedTouches[0]?.clientY;
      if (touchY !== null && endY !== undefined && Math.abs(touchY - endY) >= SWIPE_PX) {
        goLatest.current(touchY > endY ? 1 : -1);
      }
      touchY = null;
    };
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) < 10) return;
      event.preventDefault();
      if (event.timeStamp - wheelAt < WHEEL_REST_MS) return;
      wheelAt = event.timeStamp;
      goLatest.current(event.deltaY > 0 ? 1 : -1);
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]'))
        return;
      // Only while the stage is on screen: below it the keys scroll the page as usual.
      if (element.getBoundingClientRect().bottom < window.innerHeight / 2) return;
      const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key] as 1 | -1 | undefined;
      if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      goLatest.current(step);
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <section ref={stage} className={styles.stage} aria-label={t('feed')}>
      <ShortVideoClip
        key={current.id}
        video={current}
        text={{ play: t('play'), pause: t('pause'), unmute: t('unmute'), failed: t('failed') }}
      />
      <div className={styles.caption}>
        <h1 className={styles.title}>{current.title}</h1>
        {current.description && <p className={styles.description}>{current.description}</p>}
      </div>
      <ShortVideoActions
        key={`actions-${current.id}`}
        video={current}
        sharing={sharing}
        commentsLabel={(count) => (count ? t('comments', { count }) : t('commentsNone'))}
      />
      <nav className={styles.steps} aria-label={t('steps')}>
        <button type="button" className={styles.step} onClick={() => go(-1)} disabled={index === 0}>
          {t('previous')}
        </button>
        <button type="button" className={styles.step} onClick={() => go(1)}>
          {t('next')}
        </button>
      </nav>
    </section>
  );
}
