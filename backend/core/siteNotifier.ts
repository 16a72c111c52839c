// After the CMS publishes, the site drops what it cached from us (by tag) so readers see the change at once.
import type { FastifyBaseLogger } from 'fastify';
import { CACHE_TAGS, type CacheTag } from '../../lib/contract/cacheTags.js';

export const NOTIFY_TIMEOUT_MS = 2000;

/** Which of the site's cache tags (the contract's) an ingest path touches. */
export function tagsForIngestPath(path: string): CacheTag[] {
  if (path.startsWith('/ingest/config')) return [CACHE_TAGS.siteConfig];
  if (path.startsWith('/ingest/columns')) return [CACHE_TAGS.columns];
  // Issuing a preview link changes no content.
  if (/^\/ingest\/articles\/\d+\/preview/.test(path)) return [];
  // Modules, special topics, timelines and counts are all read through the article lists the site tags 'articles'.
  if (/^\/ingest\/(articles|modules|subjects|timelines)/.test(path)) return [CACHE_TAGS.articles];
  // A report shows on the live screen only; the live itself (its status) shows in article lists too.
  if (/^\/ingest\/lives\/\d+\/reports/.test(path)) return [CACHE_TAGS.lives];
  if (path.startsWith('/ingest/lives')) return [CACHE_TAGS.lives, CACHE_TAGS.articles];
  if (path.startsWith('/ingest/papers')) return [CACHE_TAGS.papers];
  if (path.startsWith('/ingest/ads')) return [CACHE_TAGS.ads];
  if (path.startsWith('/ingest/site-pages')) return [CACHE_TAGS.sitePages];
  if (/^\/ingest\/(xyCats|xys)\//.test(path)) return [CACHE_TAGS.accounts];
  // Questions and their answers show on the account pages and in 问吧's topics.
  if (/^\/ingest\/questions(\/|$|\?)/.test(path)) return [CACHE_TAGS.accounts, CACHE_TAGS.questions];
  // An account's dynamics, the ranking and its rules show on the account pages.
  if (/^\/ingest\/(xyDynamics|xyRules|xyRank)(\/|$|\?)/.test(path)) return [CACHE_TAGS.accounts];
  // 问吧's topics and question queue, 问政's inquiries, departments, types and settings.
  if (
    /^\/ingest\/(questionSubjects|topicQuestions|inquiries|qaDepartments|qaTypes|qaConfig)(\/|$|\?)/.test(
      path,
    )
  ) {
    return [CACHE_TAGS.questions];
  }
  // Moderation changes what comment lists show; bans and banned words change no list.
  if (/^\/ingest\/comments(\/|$|\?)/.test(path)) return [CACHE_TAGS.comments];
  if (path.startsWith('/ingest/activities')) return [CACHE_TAGS.activities];
  if (/^\/ingest\/(circle|moments)/.test(path)) return [CACHE_TAGS.community];
  if (/^\/ingest\/submission/.test(path)) return [CACHE_TAGS.submissions];
  if (path.startsWith('/ingest/courses')) return [CACHE_TAGS.study];
  if (/^\/ingest\/(reporters|persons|regions)/.test(path)) return [CACHE_TAGS.people];
  if (path.startsWith('/ingest/tipoffs')) return [CACHE_TAGS.tipoffs];
  return [];
}

/**
 * Tells every site instance (SITE_REVALIDATE_URL may list several, comma separated) to drop those tags and the
 * pages built from them. Never throws: a site that is down or slow must not fail the CMS's write.
 */
export async function notifySite(
  urls: string | undefined,
  token: string,
  tags: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (!urls || tags.length === 0) return;
  const targets = urls.split(/[\s,]+/).filter(Boolean);
  await Promise.all(targets.map((url) => notifyOne(url, token, tags, log)));
}

async function notifyOne(url: string, token: string, tags: string[], log: FastifyBaseLogger) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    if (!response.ok) log.warn({ url, status: response.status }, 'site revalidation refused');
  } catch (error) {
    log.warn({ url, err: error }, 'site revalidation failed');
  }
}

/** Members' comments shown at once come in bursts: the site hears of them at most once in this long. */
export const BURST_NOTIFY_MS = 5000;

/**
 * Notifications of writes that may come in bursts (a member's comment shown at once): the first is sent at once,
 * those within `windowMs` after it together at the end of the window, so a busy conversation neither leaves the
 * site's pages stale for long nor empties its page cache at every comment. Never throws; answers at once.
 */
export function burstNotifier(send: (tags: string[]) => Promise<void>, windowMs = BURST_NOTIFY_MS) {
  let quietUntil = 0;
  let waiting: Set<string> | null = null;
  return function notify(tags: string[]): void {
    if (waiting) {
      for (const tag of tags) waiting.add(tag);
      return;
    }
    const now = Date.now();
    if (now >= quietUntil) {
      quietUntil = now + windowMs;
      void send(tags);
      return;
    }
    const next = new Set(tags);
    waiting = next;
    setTimeout(() => {
      waiting = null;
      quietUntil = Date.now() + windowMs;
      void send([...next]);
    }, quietUntil - now).unref();
  };
}
