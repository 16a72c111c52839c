// What the live page learned after the server drew it: the live's latest state, the reports that came or changed,
// the comments approved since. One small store per open live, shared by the page's islands (the socket writes,
// the title's label, the fresh reports and comments read); framework-free, so it is tested without React.
import type { Comment } from '@/lib/api/commentModel';
import type { Live, LiveReport } from '@/lib/api/liveModel';

export interface LiveFeedState {
  /** The live as last heard of; null until something is. */
  live: Live | null;
  /** Reports heard of, newest first, each once (an edit replaces what was heard before). */
  reports: LiveReport[];
  /** Comments approved since, newest first. */
  comments: Comment[];
}

const newestFirst = (a: LiveReport, b: LiveReport) => b.time - a.time || b.reportId - a.reportId;

export function createLiveFeed() {
  let state: LiveFeedState = { live: null, reports: [], comments: [] };
  const listeners = new Set<() => void>();
  const set = (next: LiveFeedState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setLive(live: Live) {
      set({ ...state, live });
    },
    putReports(reports: LiveReport[]) {
      if (reports.length === 0) return;
      const byId = new Map(state.reports.map((report) => [report.reportId, report]));
      for (const report of reports) byId.set(report.reportId, report);
      set({ ...state, reports: [...byId.values()].sort(newestFirst) });
    },
    addComment(comment: Comment) {
      if (state.comments.some((each) => each.id === comment.id)) return;
      set({ ...state, comments: [comment, ...state.comments] });
    },
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;

const feeds = new Map<number, LiveFeed>();

/** The one feed of the live `fileId` on this page. */
export function liveFeedFor(fileId: number): LiveFeed {
  const feed = feeds.get(fileId) ?? createLiveFeed();
  feeds.set(fileId, feed);
  return feed;
}
