// Articles as the screens see them, mapped from the backend's untrusted JSON (design.md rule 2). Pure, so it
// runs on the server, in client islands and in unit tests alike.
import { asArray, asFlag, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';
import { toPrintedPage, type PrintedPage } from '@/lib/api/printedPage';

export const ARTICLE_TYPES = { news: 0, photos: 1, video: 2, topic: 3, link: 4, live: 6, h5: 12 } as const;

/** The credits of spec section 3, in the order a byline lists them. */
export const CREDIT_ROLES = [
  'author',
  'reporter',
  'correspondent',
  'intern',
  'cameraman',
  'drawer',
  'editor',
  'liability',
  'proofreader',
  'checker',
  'lastChecker',
  'approver',
  'planner',
  'overallPlanning',
  'director',
  'layout',
] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

export interface ArticleSummary {
  fileId: number;
  columnId: number;
  articleType: number;
  title: string;
  abstract: string;
  source: string;
  publishtime: number;
  picType: number;
  /** The list picture (middle, else small, else big, else the first of the set); '' when none. */
  image: string;
  /** Up to three pictures, for the three-picture list style. */
  images: string[];
  liveStatus: number;
  /** Where a reader goes from a list: the route of the article's type, or the link itself. */
  href: string;
  external: boolean;
  /** Search results only: a plain-text excerpt around the first match (the backend's `highlight`). */
  snippet?: string;
}

export interface VideoSource {
  url: string;
  poster: string;
  duration: number;
}

export interface Article extends ArticleSummary {
  aStatus: number;
  /** The state line the page asked for with showStatusType (已发布, 直播中 …); '' when not asked. */
  statusText: string;
  html: string;
  wordCount: number;
  credits: { role: CreditRole; names: string }[];
  /** The reporters the credits name, by credit, whose pages a byline links to. */
  creditReporters: { role: string; reporterId: number; name: string }[];
  /** The persons (人物) the article reports on. */
  persons: { id: number; name: string }[];
  pictures: { src: string; caption: string }[];
  videos: VideoSource[];
  tags: { tagId: number; name: string }[];
  linkUrl: string;
  subjectId: number;
  youngReporter: { cardNo: string; school: string; className: string } | null;
  shareClosed: boolean;
  /** The CMS closed comments on this article (extra field `discussClosed`). */
  discussClosed: boolean;
  sharePicUrl: string;
  /** The account (订阅号) that published it; 0 for the newsroom's own. */
  accountId: number;
  picSmall: string;
  picMiddle: string;
  picBig: string;
  /** The page of the paper edition that printed it (the API's `layoutMapping`); null for none. */
  printedPage: PrintedPage | null;
}

const ROUTE_OF_TYPE: Record<number, string> = {
  [ARTICLE_TYPES.news]: 'newsDetail',
  [ARTICLE_TYPES.photos]: 'imageDetail',
  [ARTICLE_TYPES.video]: 'videoDetail',
  [ARTICLE_TYPES.h5]: 'newsDetail',
};

/** The reader URL of an article (without base path); links open their target directly. */
export function articleHref(raw: {
  fileId: number;
  columnId: number;
  articleType: number;
  linkUrl?: string;
}): { href: string; external: boolean } {
  const { fileId, columnId, articleType } = raw;
  if (articleType === ARTICLE_TYPES.link && raw.linkUrl) {
    return { href: raw.linkUrl, external: /^https?:\/\//i.test(raw.linkUrl) };
  }
  if (articleType === ARTICLE_TYPES.link) return { href: `/linkDetail/${fileId}.html`, external: false };
  if (articleType === ARTICLE_TYPES.topic) return { href: `/specDetail/${fileId}.html`, external: false };
  if (articleType === ARTICLE_TYPES.live) return { href: `/liveDetail/${fileId}.html`, external: false };
  const route = ROUTE_OF_TYPE[articleType] ?? 'newsDetail';
  return { href: `/${route}/${columnId}/${fileId}.html`, external: false };
}

/** Pictures of pic_list with their captions, a caption staying with its picture when another is dropped. */
const pictureList = (list: unknown, captions?: unknown) => {
  const titles = asArray(captions);
  return asArray(list)
    .map((src, index) => ({ src: asUrl(src), caption: asString(titles[index]) }))
    .filter((picture) => picture.src !== '');
};

export function toArticleSummary(raw: unknown): ArticleSummary | null {
  const a = asObject(raw);
  const fileId = asNumber(a.fileId);
  if (fileId <= 0) return null;
  const picList = pictureList(a.pic_list).map((picture) => picture.src);
  const picSmall = asUrl(a.picSmall);
  const picMiddle = asUrl(a.picMiddle);
  const picBig = asUrl(a.picBig);
  const columnId = asNumber(a.columnID ?? a.columnId);
  const articleType = asNumber(a.articleType);
  const snippet = asString(a.highlight).trim();
  return {
    fileId,
    columnId,
    articleType,
    title: asString(a.listTitle) || asString(a.title),
    abstract: asString(a.abstract),
    source: asString(a.source),
    publishtime: asTime(a.publishtime),
    picType: asNumber(a.picType),
    image: picMiddle || picSmall || picBig || picList[0] || '',
    images: picList.length ? picList.slice(0, 3) : [picMiddle || picSmall || picBig].filter(Boolean),
    liveStatus: asNumber(a.liveStatus, -1),
    ...articleHref({ fileId, columnId, articleType, linkUrl: asUrl(a.linkUrl) }),
    ...(snippet ? { snippet } : {}),
  };
}

export const toArticleSummaries = (raw: unknown): ArticleSummary[] =>
  asArray(raw)
    .map(toArticleSummary)
    .filter((item): item is ArticleSummary => item !== null);

function toVideos(config: unknown): VideoSource[] {
  return asArray(asObject(config).videos)
    .map((raw) => {
      const v = asObject(raw);
      return {
        url: asUrl(v.videoUrl) || asUrl(v.appPlaybackUrl) || asUrl(v.url),
        poster: asUrl(v.poster),
        duration: asNumber(v.duration),
      };
    })
    .filter((video) => video.url !== '');
}

/** The article in full; `html` is still the CMS's raw HTML here: the page sanitises it on the server. */
export function toArticle(raw: unknown): Article | null {
  const summary = toArticleSummary(raw);
  if (!summary) return null;
  const a = asObject(raw);
  const young = asObject(a.youngReporter);
  const cardNo = asString(young.cardNo ?? a.cardNo);
  return {
    ...summary,
    title: asString(a.title) || summary.title,
    aStatus: asNumber(a.aStatus, 1),
    statusText: asString(a.statusText).trim(),
    html: asString(a.content),
    wordCount: asNumber(a.wordCount),
    credits: CREDIT_ROLES.map((role) => ({ role, names: asString(a[role]).trim() })).filter(
      (credit) => credit.names !== '',
    ),
    creditReporters: asArray(a.creditReporters)
      .map((raw) => asObject(raw))
      .map((link) => ({
        role: asString(link.role),
        reporterId: asNumber(link.reporterId),
        name: asString(link.name),
      }))
      .filter((link) => link.reporterId > 0 && link.name !== ''),
    persons: asArray(a.persons)
      .map((raw) => asObject(raw))
      .map((person) => ({ id: asNumber(person.id), name: asString(person.name) }))
      .filter((person) => person.id > 0 && person.name !== ''),
    pictures: pictureList(a.pic_list, a.pic_list_title),
    videos: toVideos(a.config),
    tags: asArray(a.tags)
      .map((raw) => asObject(raw))
      .map((tag) => ({ tagId: asNumber(tag.tagId), name: asString(tag.name) }))
      .filter((tag) => tag.tagId > 0 && tag.name !== ''),
    linkUrl: asUrl(a.linkUrl),
    subjectId: asNumber(a.subjectId ?? a.linkID),
    youngReporter: cardNo
      ? {
          cardNo,
          school: asString(young.school ?? a.school),
          className: asString(young.className ?? a.className),
        }
      : null,
    shareClosed: asFlag(a.shareClosed),
    discussClosed: asFlag(a.discussClosed),
    sharePicUrl: asUrl(a.sharePicUrl),
    accountId: Math.max(0, asNumber(a.xyAccountID)),
    picSmall: asUrl(a.picSmall),
    picMiddle: asUrl(a.picMiddle),
    picBig: asUrl(a.picBig),
    printedPage: toPrintedPage(a.layoutMapping),
  };
}

export interface ArticleCounts {
  readCount: number;
  praiseCount: number;
  shareCount: number;
  discussCount: number;
}

export function toArticleCounts(raw: unknown): ArticleCounts {
  const c = asObject(raw);
  return {
    readCount: asNumber(c.readCount),
    praiseCount: asNumber(c.praiseCount),
    shareCount: asNumber(c.shareCount),
    discussCount: asNumber(c.discussCount),
  };
}

/** A page of a list; `hasMore` as the backend says, else a full page means there may be more (spec 4). */
export interface ArticlePage {
  list: ArticleSummary[];
  hasMore: boolean;
}

export const PAGE_SIZE = 20;

export function toArticlePage(raw: unknown, pageSize = PAGE_SIZE): ArticlePage {
  const data = asObject(raw);
  const rawList = asArray(data.list);
  const list = toArticleSummaries(rawList);
  const hasMore = typeof data.hasMore === 'boolean' ? data.hasMore : rawList.length >= pageSize;
  return { list, hasMore };
}
