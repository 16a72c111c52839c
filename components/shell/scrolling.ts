// Scroll constants and pure helpers of spec sections 2 and 9.

export const BACK_TO_TOP_AT = 300;
export const PAGE_SCROLLED_AT = 400;
export const SCROLL_THROTTLE_MS = 500;
export const SCROLL_STEP_MS = 30;

/** Leading and trailing throttle: the first event acts at once, the last one is never lost. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  return (...args: A) => {
    const now = Date.now();
    const remaining = last + wait - now;
    if (remaining <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      if (pending) fn(...pending);
      pending = undefined;
    }, remaining);
  };
}

/** The next position of the back-to-top animation: half the remaining distance, then the top. */
export const nextScrollStep = (position: number) => (position <= 1 ? 0 : Math.floor(position / 2));
