import { chunkRecoveryAction, CHUNK_RELOAD_WINDOW_MS, isChunkError } from '@/lib/chunkRecovery';
import { memoryStore } from '@/lib/auth/keyValueStore';
import { countAuthReset, MAX_AUTH_RESETS } from '@/lib/auth/browserApi';
import { nextScrollStep, throttle } from '@/components/shell/scrolling';
import {
  LOOKING_AFTER_PX,
  nextReadingState,
  READING_AFTER_PX,
  type ReadingState,
} from '@/components/shell/readingScroll';
import { contentSecurityPolicy, frameAncestors } from '@/lib/guard/securityHeaders.mjs';

describe('chunk failures', () => {
  it('recognises script and stylesheet chunk errors', () => {
    expect(isChunkError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkError(new Error('CSS_CHUNK_LOAD_FAILED'))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError(null)).toBe(false);
  });

  it('reloads once, then gives up within the window, and reloads again later', () => {
    const store = memoryStore();
    expect(chunkRecoveryAction(store, 1000)).toBe('reload');
    expect(chunkRecoveryAction(store, 2000)).toBe('give-up');
    expect(chunkRecoveryAction(store, 1000 + CHUNK_RELOAD_WINDOW_MS)).toBe('reload');
  });
});

describe('1004 session counter', () => {
  it('reloads four times, then stops handling 1004 (it exceeds 3)', () => {
    const session = memoryStore();
    const actions = Array.from({ length: 6 }, () => countAuthReset(session));
    expect(MAX_AUTH_RESETS).toBe(3);
    expect(actions).toEqual(['reload', 'reload', 'reload', 'reload', 'ignore', 'ignore']);
  });
});

describe('scrolling', () => {
  it('halves the distance until the top', () => {
    const steps = [1000];
    while (steps.at(-1)! > 0) steps.push(nextScrollStep(steps.at(-1)!));
    expect(steps).toEqual([1000, 500, 250, 125, 62, 31, 15, 7, 3, 1, 0]);
  });

  it('throttles to one call per window and keeps the last one', () => {
    jest.useFakeTimers();
    const calls: number[] = [];
    const throttled = throttle((n: number) => calls.push(n), 500);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(500);
    expect(calls).toEqual([1, 3]);
    jest.useRealTimers();
  });
});

describe('the back button while reading', () => {
  const page = { viewport: 800, height: 6000 };
  const scroll = (positions: number[], from: ReadingState = { reading: false, turn: 0 }) =>
    positions.reduce<{ state: ReadingState; seen: boolean[] }>(
      ({ state, seen }, y) => {
        const next = nextReadingState(state, { ...page, y });
        return { state: next, seen: [...seen, next.reading] };
      },
      { state: from, seen: [] },
    ).seen;

  it('steps aside once the reader has read on down past the first half screen', () => {
    expect(scroll([200, 390])).toEqual([false, false]);
    // From where the button last had its reason to show (here the first half screen's last position).
    expect(scroll([390, 420, 390 + READING_AFTER_PX - 1, 390 + READING_AFTER_PX])).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(scroll([1000, 1400, 1900])).toEqual([true, true, true]);
  });

  it('comes back when the reader scrolls up from the lowest point, not on a jitter', () => {
    const down = [1000, 1500, 2000];
    expect(scroll([...down, 2000 - LOOKING_AFTER_PX + 1, 2100, 2100 - LOOKING_AFTER_PX])).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    // Back again, it stays until the reader reads on by more than a jitter from the highest point since.
    expect(scroll([...down, 1900, 1850, 1850 + READING_AFTER_PX - 1, 1850 + READING_AFTER_PX])).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('comes back near the top and at the end of the page', () => {
    expect(scroll([1000, 2000, 300])).toEqual([true, true, false]);
    expect(scroll([1000, 2000, page.height - page.viewport])).toEqual([true, true, false]);
  });
});

describe('security headers', () => {
  it('lets only the site and valid CMS origins frame pages', () => {
    expect(frameAncestors('')).toBe("'self'");
    expect(frameAncestors('https://cms.example.cn, http://10.0.0.5:8080 javascript:x')).toBe(
      "'self' https://cms.example.cn http://10.0.0.5:8080",
    );
  });

  it('allows scripts by nonce only, and eval only in development', () => {
    const csp = contentSecurityPolicy('abc', false);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy('abc', true)).toContain("'unsafe-eval'");
  });
});
