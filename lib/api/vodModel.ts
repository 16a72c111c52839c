// Short videos of the video-on-demand service as the short-video screens see them, mapped from the backend's
// untrusted JSON (design.md rule 2).
import { asArray, asFlag, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';

export interface ShortVideo {
  id: number;
  categoryId: number;
  nodeCode: string;
  title: string;
  description: string;
  poster: string;
  /** The HLS playlist (or a file) to play; a clip without one is dropped. */
  url: string;
  /** The frame; a vertical 9:16 when the service gave none. */
  width: number;
  height: number;
  playCount: number;
  /** The article carrying its praise and comments; 0 for none. */
  articleId: number;
  publishtime: number;
}

export interface ShortVideoPage {
  list: ShortVideo[];
  hasMore: boolean;
}

/** What the site's short-video entry reads: the service's first category and its page sizes. */
export interface ShortVideoSettings {
  categoryId: number;
  nodeCode: string;
  pageSize: number;
  relatedSize: number;
}

/** clientType of the category list: 1, a phone's browser or app (the screens are drawn for phones first). */
export const CLIENT_TYPE_PHONE = 1;
/** Related mobile-video articles at the end of a clip (spec section 9). */
export const RELATED_SHORT_VIDEOS = 4;

export function toShortVideo(raw: unknown): ShortVideo | null {
  const video = asObject(raw);
  const id = asNumber(video.id);
  const url = asUrl(video.url);
  if (id <= 0 || !url) return null;
  const width = asNumber(video.width);
  const height = asNumber(video.height);
  const framed = width > 0 && height > 0;
  return {
    id,
    categoryId: asNumber(video.categoryId),
    nodeCode: asString(video.nodeCode),
    title: asString(video.title),
    description: asString(video.description),
    poster: asUrl(video.poster),
    url,
    width: framed ? width : 720,
    height: framed ? height : 1280,
    playCount: Math.max(0, asNumber(video.playCount)),
    articleId: Math.max(0, asNumber(video.articleId)),
    publishtime: asTime(video.publishtime),
  };
}

export function toShortVideoPage(raw: unknown): ShortVideoPage {
  const page = asObject(raw);
  return {
    list: asArray(page.list).flatMap((item) => toShortVideo(item) ?? []),
    hasMore: asFlag(page.hasMore),
  };
}

/** The first category with clips; null when the service has none. */
export function toShortVideoSettings(raw: unknown): ShortVideoSettings | null {
  const config = asObject(raw);
  const category = asObject(asArray(config.categories)[0]);
  const categoryId = asNumber(category.categoryId);
  if (categoryId <= 0) return null;
  const size = (value: unknown, fallback: number) => {
    const number = asNumber(value);
    return number > 0 && number <= 50 ? number : fallback;
  };
  return {
    categoryId,
    nodeCode: asString(category.nodeCode),
    pageSize: size(config.pageSize, 10),
    relatedSize: size(config.relatedSize, RELATED_SHORT_VIDEOS),
  };
}

/** The category list's parameters for one page of a clip's category. */
export const categoryPageParams = (
  video: Pick<ShortVideo, 'categoryId' | 'nodeCode'>,
  page: number,
  size: number,
) => ({
  categoryId: video.categoryId,
  ...(video.nodeCode ? { nodeCode: video.nodeCode } : {}),
  clientType: CLIENT_TYPE_PHONE,
  page,
  size,
});
