import type { TouchStep } from '@/components/column/PullToRefresh.island';

/** The touches on the page since the first, kept until the pull's own listeners take over. */
export interface TouchRecorder {
  seen: TouchStep[];
  stop: () => void;
}

/**
 * Listens (passively) from now on and keeps every touch, calling `onFirst` at the first: the pull's code loads
 * on a reader's first touch, and the gesture that made it load must not be lost while it does.
 */
export function recordTouches(onFirst: (recorder: TouchRecorder) => void): TouchRecorder {
  const types = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;
  const recorder: TouchRecorder = {
    seen: [],
    stop: () => {
      for (const type of types) window.removeEventListener(type, record);
    },
  };
  function record(event: TouchEvent) {
    recorder.seen.push({
      type: event.type as TouchStep['type'],
      touches: Array.from(event.touches, ({ clientX, clientY }) => ({ clientX, clientY })),
    });
    if (recorder.seen.length === 1) onFirst(recorder);
  }
  for (const type of types) window.addEventListener(type, record, { passive: true });
  return recorder;
}
