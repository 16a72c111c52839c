import { useSyncExternalStore } from 'react';
import { liveFeedFor, type LiveFeedState } from '@/lib/live/liveFeed';

const nothingYet: LiveFeedState = { live: null, reports: [], comments: [] };

/** What the page heard of the live `fileId` since the server drew it (lib/live/liveFeed.ts). */
export function useLiveFeed(fileId: number): LiveFeedState {
  const feed = liveFeedFor(fileId);
  return useSyncExternalStore(feed.subscribe, feed.get, () => nothingYet);
}
