// Lives as the live screen sees them, mapped from the backend's untrusted JSON (design.md rule 2), and the spec's
// two readings of a live's status (section 4): which player a reader gets, and how its title is prefixed.
import { toArticleSummary, type ArticleSummary } from '@/lib/api/articleModel';
import { asArray, asFlag, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';
import { toPaged, type Paged } from '@/lib/api/memberModel';
import { safeMediaSrc } from '@/lib/html/safeUrl';
import { isPlayableSource } from '@/lib/format/videoSource';

export type LiveStatus = 0 | 1 | 2;

export interface LivePicture {
  src: string;
  width: number;
  height: number;
}

export interface LiveReport {
  reportId: number;
  content: string;
  pictures: LivePicture[];
  reporter: string;
  time: number;
}

export interface Live extends ArticleSummary {
  status: LiveStatus;
  /** Epoch ms; 0 when the CMS gave none. */
  startTime: number;
  /** The stream (appLiveUrl) and the replay (appPlaybackUrl) of its first video that has one; '' for none. */
  liveUrl: string;
  playbackUrl: string;
  poster: string;
  picBig: string;
  shareClosed: boolean;
}

/** One page of liveView: the live, a page of its reports (newest first) and how often readers opened it. */
export interface LivePage {
  live: Live;
  reports: LiveReport[];
  hasMore: boolean;
  countClick: number;
}

export const REPORT_PAGE_SIZE = 20;

const asStatus = (value: unknown): LiveStatus => {
  const status = asNumber(value);
  return status === 1 || status === 2 ? status : 0;
};

export function toLive(raw: unknown): Live | null {
  const summary = toArticleSummary(raw);
  if (!summary) return null;
  const main = asObject(raw);
  const videos = asArray(asObject(main.config).videos).map(asObject);
  const first = (key: string) => videos.map((video) => asString(video[key]).trim()).find(Boolean) ?? '';
  return {
    ...summary,
    title: asString(main.title) || summary.title,
    status: asStatus(main.status ?? main.liveStatus),
    startTime: asTime(main.startTime),
    liveUrl: first('appLiveUrl'),
    playbackUrl: first('appPlaybackUrl'),
    poster: safeMediaSrc(first('poster')) ?? safeMediaSrc(asString(main.picBig)) ?? summary.image,
    picBig: asUrl(main.picBig),
    shareClosed: asFlag(main.shareClosed),
  };
}

export function toReport(raw: unknown): LiveReport | null {
  const report = asObject(raw);
  const reportId = asNumber(report.reportId);
  if (reportId <= 0) return null;
  return {
    reportId,
    content: asString(report.content).trim(),
    pictures: asArray(report.pictures)
      .map(asObject)
      .map((picture) => ({
        src: asString(picture.url),
        width: asNumber(picture.width),
        height: asNumber(picture.height),
      }))
      // A picture without its size would move the reports under it as it loads.
      .filter((picture) => isPlayableSource(picture.src) && picture.width > 0 && picture.height > 0),
    reporter: asString(report.reporter).trim(),
    time: asTime(report.time),
  };
}

/** liveView's answer; null when it holds no live. `hasMore` is the server's, else the spec's full-page rule. */
export function toLivePage(raw: unknown): LivePage | null {
  const data = asObject(raw);
  const live = toLive(data.main);
  if (!live) return null;
  const rawList = asArray(data.list);
  return {
    live,
    reports: rawList.map(toReport).filter((report): report is LiveReport => report !== null),
    hasMore: typeof data.hasMore === 'boolean' ? data.hasMore : rawList.length >= REPORT_PAGE_SIZE,
    countClick: asNumber(data.countClick),
  };
}

/** How a title names the live's state (spec section 4, titles): 2 is a replay only when there is one to play. */
export type LiveTitleState = 'announced' | 'live' | 'replay' | 'ended';

export function liveTitleState(live: Pick<Live, 'status' | 'playbackUrl'>): LiveTitleState {
  if (live.status === 0) return 'announced';
  if (live.status === 1) return 'live';
  return isPlayableSource(live.playbackUrl) ? 'replay' : 'ended';
}

/**
 * What the player area shows (spec section 4, list and view logic): the stream while live (status 1 with
 * appLiveUrl), the replay once ended (status 2 with appPlaybackUrl), otherwise the poster and why there is
 * nothing to play.
 */
export type LivePlayer =
  { kind: 'video'; src: string } | { kind: 'poster'; reason: 'notStarted' | 'noSignal' | 'ended' };

export function livePlayer(live: Pick<Live, 'status' | 'liveUrl' | 'playbackUrl'>): LivePlayer {
  if (live.status === 1) {
    return isPlayableSource(live.liveUrl)
      ? { kind: 'video', src: live.liveUrl }
      : { kind: 'poster', reason: 'noSignal' };
  }
  if (live.status === 2) {
    return isPlayableSource(live.playbackUrl)
      ? { kind: 'video', src: live.playbackUrl }
      : { kind: 'poster', reason: 'ended' };
  }
  return { kind: 'poster', reason: 'notStarted' };
}

/** A page of liveComing: the lives it holds (unreadable ones dropped), has-more the server's. */
export const toLiveList = (raw: unknown): Paged<Live> => toPaged(raw, 'list', toLive);
