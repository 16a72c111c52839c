'use client';

import { useEffect, useEffectEvent, useRef, useState, useTransition, type CSSProperties } from 'react';
import { useRouter } from 'next/navigation';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import styles from '@/components/column/PullToRefresh.module.css';

/** How far the indicator comes down (CSS px, after damping) before letting go refreshes. */
export const PULL_THRESHOLD = 64;
/** The indicator moves half as far as the finger, so a pull feels weighted and no flick refreshes by accident. */
const DAMPING = 0.5;
const MAX_PULL = PULL_THRESHOLD * 1.5;

/** At the very top, or above it in iOS's rubber band. */
const atTop = () => window.scrollY <= 0;

/** What a pull reads of a touch event: a TouchEvent, or one seen before this code had loaded (TouchStep). */
interface TouchLike {
  touches: ArrayLike<{ clientX: number; clientY: number }>;
}
export type TouchStep = TouchLike & { type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel' };

/**
 * Pull-to-refresh for a touch screen: pulled down from the very top past the threshold and let go, it renders
 * the page anew on the server (the first page of the list with it) and reloads the pages loaded since. It
 * only listens (passive listeners, nothing is prevented), so scrolling is never held up; the indicator is
 * fixed and moved by transform, so nothing shifts. With reduced motion it appears in place, without following
 * the finger or spinning.
 */
export function PullToRefresh({
  reloadPages,
  missed = [],
}: {
  reloadPages: () => Promise<unknown>;
  /** Touches made while this code loaded (it loads on the first touch), replayed so that first pull counts. */
  missed?: readonly TouchStep[];
}) {
  const t = useIslandTranslations('list');
  const router = useRouter();
  const [pull, setPull] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const gesture = useRef<{ x: number; y: number; pull: number } | null>(null);

  const begin = useEffectEvent((event: TouchLike) => {
    const touch = event.touches[0];
    gesture.current =
      touch && event.touches.length === 1 && atTop() && !refreshing
        ? { x: touch.clientX, y: touch.clientY, pull: 0 }
        : null;
  });
  const follow = useEffectEvent((event: TouchLike) => {
    const current = gesture.current;
    const touch = event.touches[0];
    if (!current || !touch || event.touches.length !== 1) return;
    const down = touch.clientY - current.y;
    const across = Math.abs(touch.clientX - current.x);
    if (current.pull === 0) {
      if (down === 0 && across === 0) return;
      // A scroll up or a swipe across (the carousel) is not a pull, and stays not one to its end.
      if (down <= across || !atTop()) {
        gesture.current = null;
        return;
      }
    }
    current.pull = Math.min(MAX_PULL, Math.max(0, down) * DAMPING);
    setPull(current.pull);
  });
  const release = useEffectEvent(() => {
    const armed = (gesture.current?.pull ?? 0) >= PULL_THRESHOLD;
    gesture.current = null;
    setPull(0);
    if (!armed) return;
    startRefresh(async () => {
      router.refresh();
      await reloadPages();
    });
  });
  const cancel = useEffectEvent(() => {
    gesture.current = null;
    setPull(0);
  });

  const replayMissed = useEffectEvent((handlers: Record<TouchStep['type'], (event: TouchLike) => void>) => {
    for (const step of missed) handlers[step.type](step);
  });

  useEffect(() => {
    const handlers = {
      touchstart: (event: TouchLike) => begin(event),
      touchmove: (event: TouchLike) => follow(event),
      touchend: () => release(),
      touchcancel: () => cancel(),
    };
    const entries = Object.entries(handlers) as [keyof typeof handlers, (event: TouchLike) => void][];
    for (const [type, handler] of entries) window.addEventListener(type, handler, { passive: true });
    replayMissed(handlers);
    return () => {
      for (const [type, handler] of entries) window.removeEventListener(type, handler);
    };
  }, []);

  const phase = refreshing ? 'refreshing' : pull >= PULL_THRESHOLD ? 'armed' : pull > 0 ? 'pulling' : 'idle';
  const text = {
    idle: '',
    pulling: t('pullToRefresh'),
    armed: t('releaseToRefresh'),
    refreshing: t('refreshing'),
  }[phase];
  return (
    <div
      className={styles.indicator}
      data-phase={phase}
      style={{ '--pull': `${refreshing ? PULL_THRESHOLD : pull}px` } as CSSProperties}
      role="status"
    >
      {text && (
        <>
          <span className={styles.icon} aria-hidden="true" />
          {text}
        </>
      )}
    </div>
  );
}
