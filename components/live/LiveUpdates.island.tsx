'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toComment } from '@/lib/api/commentModel';
import { livePlayer, REPORT_PAGE_SIZE, toLive, toLivePage, toReport, type Live } from '@/lib/api/liveModel';
import { useApi } from '@/lib/api/useApi';
import { liveFeedFor } from '@/lib/live/liveFeed';
import { liveSocketUrl, openLiveSocket } from '@/lib/live/liveSocket';

/** While the socket is down (no wss:// hub, the hub unreachable, Redis away), liveView is read this often. */
export const LIVE_POLL_MS = 15_000;

/** Which player a live gets, as a string to compare (the server draws the page's with the same). */
const playerKey = (live: Pick<Live, 'status' | 'liveUrl' | 'playbackUrl'>) =>
  JSON.stringify(livePlayer(live));

/**
 * The live page's connection to the hub (spec sections 4 and 9): what arrives goes into the page's live feed,
 * which the title's label, the fresh reports and the fresh comments show. A status that changes what the player
 * plays has the server draw the page again (router.refresh), so the player switches with the rest unchanged.
 * Draws nothing itself.
 */
export function LiveUpdates({
  fileId,
  serverUrl,
  token,
  basePath,
  player,
  drawn,
}: {
  fileId: number;
  serverUrl: string;
  token: string;
  basePath: string;
  /** playerKey of what the server drew. */
  player: string;
  /** The reports the server drew: reading liveView adds only others (an edit of one comes by the socket). */
  drawn: number[];
}) {
  const router = useRouter();
  const [up, setUp] = useState(false);
  const shownPlayer = useRef(player);
  const poll = useApi('liveView', { id: fileId, page: 1, pageSize: REPORT_PAGE_SIZE }, toLivePage, {
    refreshInterval: up ? 0 : LIVE_POLL_MS,
    revalidateOnMount: false,
  });
  const { mutate } = poll;
  const applyFromPoll = useRef<(page: ReturnType<typeof toLivePage>) => void>(() => undefined);
  const onPage = useRef(new Set(drawn));
  useEffect(() => {
    onPage.current = new Set(drawn);
  }, [drawn]);

  useEffect(() => {
    const feed = liveFeedFor(fileId);
    const applyLive = (live: Live | null) => {
      if (!live || live.fileId !== fileId) return;
      feed.setLive(live);
      if (playerKey(live) === shownPlayer.current) return;
      shownPlayer.current = playerKey(live);
      router.refresh();
    };
    applyFromPoll.current = (page) => {
      applyLive(page?.live ?? null);
      feed.putReports((page?.reports ?? []).filter((report) => !onPage.current.has(report.reportId)));
    };
    const url = liveSocketUrl(serverUrl, token, window.location, basePath);
    if (!url) return;
    const socket = openLiveSocket(url, fileId, {
      onStatus: (data) => applyLive(toLive(data)),
      onReport: (data) => {
        const report = toReport(data);
        if (report && Number((data as { fileId?: unknown }).fileId) === fileId) feed.putReports([report]);
      },
      onComment: (data) => {
        const comment = toComment(data);
        if (comment && comment.articleId === fileId && comment.parentId === 0) feed.addComment(comment);
      },
      onUp: () => {
        setUp(true);
        // What happened while it was down (or since the page was drawn) is read once.
        void mutate();
      },
      onDown: () => setUp(false),
    });
    return () => socket.stop();
  }, [fileId, serverUrl, token, basePath, router, mutate]);

  useEffect(() => {
    if (poll.data) applyFromPoll.current(poll.data);
  }, [poll.data]);
  return null;
}
