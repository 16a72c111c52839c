import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from './render';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { Carousel } from '@/components/column/Carousel';
import { CAROUSEL_INTERVAL_MS } from '@/components/column/CarouselPlayer.island';

const SLIDE_WIDTH = 400;
const slide = (fileId: number): ArticleSummary => ({
  fileId,
  columnId: 1,
  articleType: 0,
  title: `焦点${fileId}`,
  abstract: '',
  source: '',
  publishtime: 0,
  picType: 0,
  image: `/demo/${fileId}.svg`,
  images: [],
  liveStatus: 0,
  href: `/newsDetail/1/${fileId}.html`,
  external: false,
});

let reducedMotion = false;
beforeAll(() => {
  // jsdom has no pointer events; React's onPointerEnter needs them, with the pointer's type.
  window.PointerEvent = class extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  } as unknown as typeof PointerEvent;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => SLIDE_WIDTH });
  // jsdom scrolls nothing: the track jumps where it is asked and says so, as a browser's would once there.
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollLeft = typeof options === 'object' ? (options.left ?? 0) : 0;
    this.dispatchEvent(new Event('scroll'));
  } as typeof HTMLElement.prototype.scrollTo;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  reducedMotion = false;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function showCarousel(count = 3) {
  render(
    <Carousel
      items={[1, 2, 3, 4, 5].slice(0, count).map(slide)}
      label="焦点图"
      dotsLabel="选择焦点图"
      slideLabel={(number, total) => `第${number}张，共${total}张`}
      stopLabel="暂停自动播放"
      playLabel="继续自动播放"
    />,
  );
  return screen.getByRole('region', { name: '焦点图' });
}
const current = () =>
  within(screen.getByRole('group', { name: '选择焦点图' }))
    .getAllByRole('button')
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.getAttribute('aria-label'));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Carousel', () => {
  it('shows a dot per slide, the current one marked, and moves on by itself, back to the first after the last', () => {
    showCarousel();
    expect(current()).toEqual(['第1张，共3张']);
    wait(CAROUSEL_INTERVAL_MS - 100);
    expect(current()).toEqual(['第1张，共3张']);
    wait(100);
    expect(current()).toEqual(['第2张，共3张']);
    wait(CAROUSEL_INTERVAL_MS);
    wait(CAROUSEL_INTERVAL_MS);
    expect(current()).toEqual(['第1张，共3张']);
  });

  it('stays while a pointer is over it, a finger on it, or the focus in it', () => {
    const carousel = showCarousel();
    fireEvent.pointerOver(carousel.querySelector('ul')!, { pointerType: 'mouse' });
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(current()).toEqual(['第1张，共3张']);
    fireEvent.pointerOut(carousel.querySelector('ul')!, { pointerType: 'mouse' });
    fireEvent.touchStart(carousel.querySelector('ul')!);
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(current()).toEqual(['第1张，共3张']);
    fireEvent.touchEnd(carousel.querySelector('ul')!);
    act(() => screen.getAllByRole('link')[0]!.focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(current()).toEqual(['第1张，共3张']);
    act(() => screen.getAllByRole('link')[0]!.blur());
    wait(CAROUSEL_INTERVAL_MS);
    expect(current()).toEqual(['第2张，共3张']);
  });

  it('waits while the page is hidden, and goes on once it is back', () => {
    showCarousel();
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    wait(CAROUSEL_INTERVAL_MS);
    wait(CAROUSEL_INTERVAL_MS);
    expect(current()).toEqual(['第1张，共3张']);
    hidden.mockReturnValue(false);
    wait(CAROUSEL_INTERVAL_MS);
    expect(current()).toEqual(['第2张，共3张']);
    hidden.mockRestore();
  });

  it('never moves by itself for a reader who prefers reduced motion, so it offers no pause button', () => {
    reducedMotion = true;
    showCarousel();
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(current()).toEqual(['第1张，共3张']);
    expect(screen.queryByRole('button', { name: '暂停自动播放' })).toBeNull();
  });

  it('stops for good when the reader pauses it, and moves on again once they press play', () => {
    showCarousel();
    fireEvent.click(screen.getByRole('button', { name: '暂停自动播放' }));
    // Clicking moved the focus nowhere (jsdom), so only the reader's stop holds it.
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(current()).toEqual(['第1张，共3张']);
    fireEvent.click(screen.getByRole('button', { name: '继续自动播放' }));
    wait(CAROUSEL_INTERVAL_MS);
    expect(current()).toEqual(['第2张，共3张']);
    expect(screen.getByRole('button', { name: '暂停自动播放' })).toBeTruthy();
  });

  it('takes the reader to a dot’s slide, and the dots follow a swipe', () => {
    const carousel = showCarousel(5);
    fireEvent.click(screen.getByRole('button', { name: '第4张，共5张' }));
    expect(carousel.querySelector('ul')!.scrollLeft).toBe(3 * SLIDE_WIDTH);
    expect(current()).toEqual(['第4张，共5张']);
    const track = carousel.querySelector('ul')!;
    track.scrollLeft = SLIDE_WIDTH;
    fireEvent.scroll(track);
    expect(current()).toEqual(['第2张，共5张']);
  });

  it('draws no dots and never moves with one slide', () => {
    showCarousel(1);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: '焦点1' })).toBeInTheDocument();
  });
});
