// Admission to Next's renderer: at most `concurrency` pages render at once in a site process, and further readers
// wait their turn in the order they came. React interleaves whatever renders it is given, so fifty uncached pages
// at once each take fifty renders' time and the unluckiest wait longest (measured on one worker: p50 0.3 s, p99
// 1.7 s); taken a few at a time they finish in arrival order at the same rate, and fewer half-built pages are held
// in memory. A reader who waits past `maxWaitMs` is answered at once by the caller (the page's last good copy, or
// 503 with Retry-After) rather than later still; one who leaves while waiting is never rendered for. Speculative
// renders (the client router's prefetches of links in view) wait behind every reader's own.
import { unavailablePage } from './plainPage.mjs';

/**
 * Renders at once per site process, unless SITE_RENDER_CONCURRENCY says otherwise: a second keeps the core busy
 * while the first waits on the backend (measured: 2 kept p99 lowest; 8 was no better than no gate at all).
 */
export const DEFAULT_RENDER_CONCURRENCY = 2;
/**
 * The longest a reader waits for a place. A render's own deadline is the spec's 5 s request timeout, so with the
 * renderer full of renders held by a hung backend a reader still has an answer within about 8 s; on a site that
 * is merely busy, a wait this long means the queue holds hundreds of pages, and the page's last good copy serves
 * the reader better than more waiting.
 */
export const RENDER_WAIT_MS = 3_000;

/** SITE_RENDER_CONCURRENCY, read once at start; a value that is not a whole number of 1 or more stops the server. */
export function renderConcurrency(env = process.env) {
  const raw = env.SITE_RENDER_CONCURRENCY;
  if (raw === undefined || raw === '') return DEFAULT_RENDER_CONCURRENCY;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`SITE_RENDER_CONCURRENCY must be a whole number of 1 or more, not "${raw}"`);
  }
  return value;
}

export class RenderGate {
  /** @param {{ concurrency?: number, maxWaitMs?: number }} [options] */
  constructor({ concurrency = DEFAULT_RENDER_CONCURRENCY, maxWaitMs = RENDER_WAIT_MS } = {}) {
    this.concurrency = concurrency;
    this.maxWaitMs = maxWaitMs;
    this.active = 0;
    /** @type {Array<() => void>} readers' own pages and navigations, in arrival order */
    this.waiting = [];
    /** @type {Array<() => void>} speculative renders, in arrival order, admitted once `waiting` is empty */
    this.speculative = [];
  }

  /**
   * Resolves once `res`'s render may start ('go': its place is given back when `res` finishes or closes), when
   * its reader left while waiting ('gone'), or when it waited `maxWaitMs` ('busy'). A `speculative` render takes
   * a free place only when no reader's own is waiting for it.
   *
   * @param {import('node:http').ServerResponse} res
   * @param {{ speculative?: boolean }} [options]
   * @returns {Promise<'go' | 'gone' | 'busy'>}
   */
  enter(res, { speculative = false } = {}) {
    if (this.active < this.concurrency) {
      this.#occupy(res);
      return Promise.resolve('go');
    }
    const line = speculative ? this.speculative : this.waiting;
    return new Promise((resolve) => {
      const leave = (answer) => {
        clearTimeout(timer);
        res.off('close', gone);
        line.splice(line.indexOf(admit), 1);
        resolve(answer);
      };
      const gone = () => leave('gone');
      const admit = () => {
        leave('go');
        this.#occupy(res);
      };
      const timer = setTimeout(() => leave('busy'), this.maxWaitMs);
      res.once('close', gone);
      line.push(admit);
    });
  }

  #occupy(res) {
    this.active += 1;
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      this.active -= 1;
      (this.waiting[0] ?? this.speculative[0])?.();
    };
    res.once('finish', free);
    res.once('close', free);
  }
}

/** The answer to a reader who waited too long for a render: 503, kept by no cache, and a way to try again. */
export function sendBusy(req, res, basePath = '') {
  const { headers, body } = unavailablePage(req, basePath, { title: 'generic' });
  res.writeHead(503, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
