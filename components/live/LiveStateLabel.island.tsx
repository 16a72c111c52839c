'use client';

import { liveTitleState, type LiveTitleState } from '@/lib/api/liveModel';
import { useLiveFeed } from '@/components/live/useLiveFeed';
import styles from '@/components/live/Live.module.css';

/** The title's prefix (announced, live now, replay, ended): the server's, then the live's as it changes. */
export function LiveStateLabel({
  fileId,
  state,
  labels,
}: {
  fileId: number;
  state: LiveTitleState;
  labels: Record<LiveTitleState, string>;
}) {
  const { live } = useLiveFeed(fileId);
  return <span className={styles.state}>{labels[live ? liveTitleState(live) : state]}</span>;
}
