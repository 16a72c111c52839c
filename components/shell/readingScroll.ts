// The floating back button (WayHome) steps aside while the reader reads on down the page, where it covered the
// first characters of the lines passing under it, and comes back when they scroll up, near the top or reach the
// end: the way a phone's browser treats its own toolbar. The shell's first script keeps `data-reading` on <html>,
// which FloatingButtons.module.css hangs on. Browser only, but for the rule itself.

/** This far down in one go, the reader is reading: the button steps aside. */
export const READING_AFTER_PX = 48;
/** This far up in one go, the reader may be looking for a way out: the button comes back. */
export const LOOKING_AFTER_PX = 24;

/** Whether the reader is reading on, and the turning point the next move is measured from (see below). */
export interface ReadingState {
  reading: boolean;
  turn: number;
}

export interface ScrollPosition {
  /** window.scrollY */
  y: number;
  /** The viewport's height. */
  viewport: number;
  /** The page's scroll height. */
  height: number;
}

/** The state once the page has scrolled to `y`. */
export function nextReadingState(state: ReadingState, { y, viewport, height }: ScrollPosition): ReadingState {
  // Within the first half screen, or at the end (where the page's own way home is), nothing is covered that matters.
  if (y < viewport / 2 || y + viewport >= height - 2) return { reading: false, turn: y };
  if (state.reading) {
    // `turn` is the lowest point reached: from there, far enough up brings the button back.
    if (state.turn - y >= LOOKING_AFTER_PX) return { reading: false, turn: y };
    return { reading: true, turn: Math.max(state.turn, y) };
  }
  // `turn` is the highest point since the button came back: from there, far enough down sends it aside.
  if (y - state.turn >= READING_AFTER_PX) return { reading: true, turn: y };
  return { reading: false, turn: Math.min(state.turn, y) };
}

/** Keeps `data-reading` on the document's root as the reader scrolls, once a frame at most. Returns the stop. */
export function watchReadingScroll(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const root = doc.documentElement;
  let state: ReadingState = { reading: false, turn: view.scrollY };
  let frame = 0;
  const update = () => {
    frame = 0;
    state = nextReadingState(state, {
      y: view.scrollY,
      viewport: view.innerHeight,
      height: root.scrollHeight,
    });
    if (root.hasAttribute('data-reading') !== state.reading)
      root.toggleAttribute('data-reading', state.reading);
  };
  const onScroll = () => {
    frame ||= view.requestAnimationFrame(update);
  };
  view.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    view.removeEventListener('scroll', onScroll);
    if (frame) view.cancelAnimationFrame(frame);
    root.removeAttribute('data-reading');
  };
}
