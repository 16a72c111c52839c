// Back to top (spec sections 2 and 9), from the shell's first script: the page's scroll state is kept on <html>
// as `data-back-to-top` (past 300 px, which shows the button: FloatingButtons.module.css) and `data-scrolled` (from
// 400 px, for styles to hang on), read at most every 500 ms; a tap on the button climbs by halving the distance
// every 30 ms. Browser only.
import {
  BACK_TO_TOP_AT,
  nextScrollStep,
  PAGE_SCROLLED_AT,
  SCROLL_STEP_MS,
  SCROLL_THROTTLE_MS,
  throttle,
} from '@/components/shell/scrolling';

/** Keeps the scroll state and climbs on a tap of `[data-back-to-top-button]`. Returns the stop. */
export function watchBackToTop(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const root = doc.documentElement;
  const update = throttle(() => {
    const y = view.scrollY;
    root.toggleAttribute('data-back-to-top', y > BACK_TO_TOP_AT);
    root.toggleAttribute('data-scrolled', y >= PAGE_SCROLLED_AT);
  }, SCROLL_THROTTLE_MS);
  let climbing: ReturnType<typeof setInterval> | undefined;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-back-to-top-button]')) return;
    clearInterval(climbing);
    climbing = setInterval(() => {
      const next = nextScrollStep(view.scrollY);
      view.scrollTo(0, next);
      if (next > 0) return;
      clearInterval(climbing);
      root.removeAttribute('data-back-to-top');
    }, SCROLL_STEP_MS);
  };
  update();
  view.addEventListener('scroll', update, { passive: true });
  doc.addEventListener('click', onClick);
  return () => {
    view.removeEventListener('scroll', update);
    doc.removeEventListener('click', onClick);
    clearInterval(climbing);
  };
}
