import { InputError } from '../core/envelope.js';
import {
  checkKeys,
  checkUrl,
  definedOnly,
  field,
  isPlainObject,
  type JsonObject,
  refuseUnknown,
  requireObject,
  urlPattern,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import type { ArticleInput } from './articleRepo.js';
import type { ColumnInput } from './columnRepo.js';
import { type CreditKey, creditKeys, type Credits } from './schema.js';

export const articleTypes = [0, 1, 2, 3, 4, 6, 12] as const;

const columnFields = [
  'name',
  'parentId',
  'columnStyle',
  'sort',
  'icon',
  'description',
  'padListType',
  'topModule',
  'carousel',
];

/** A column body; `name` is required when creating. Existence of the parent is checked by the route. */
export function readColumnInput(raw: unknown, creating: boolean): ColumnInput {
  const body = requireObject(raw);
  refuseUnknown(body, columnFields);
  const name = field.string(body, 'name', { max: 40, nonEmpty: true });
  if (creating && name === undefined) throw new InputError('字段 name 不能为空');
  const topModule = field.object(body, 'topModule');
  if (topModule) checkKeys(topModule, 'topModule ');
  return definedOnly({
    name,
    parentId: field.int(body, 'parentId', 0, INT4_MAX),
    columnStyle: field.int(body, 'columnStyle', 0, 99_999),
    sort: field.int(body, 'sort', -1_000_000, 1_000_000),
    icon: field.string(body, 'icon', { max: 1000, pattern: urlPattern }),
    description: field.string(body, 'description', { max: 500 }),
    padListType: field.int(body, 'padListType', 0, 9),
    topModule,
    carousel: field.int(body, 'carousel', 0, 20),
  });
}

const coreArticleFields = [
  'title',
  'listTitle',
  'columnID',
  'aStatus',
  'articleType',
  'picType',
  'picSmall',
  'picMiddle',
  'picBig',
  'pic_list',
  'pic_list_title',
  'publishtime',
  'source',
  'content',
  'abstract',
  'wordCount',
];
const readOnlyArticleFields = ['fileId', 'credits', 'extra', 'createdAt', 'updatedAt'];

export interface ArticleBody {
  core: ArticleInput;
  credits: Credits;
  /** Extra fields to set; a null value removes that field. */
  extra: JsonObject;
  /** Tag names replacing the article's tags; undefined keeps them. */
  tags: string[] | undefined;
}

function readTags(body: JsonObject): string[] | undefined {
  const names = field.stringList(body, 'tags', 20, 20)?.map((name) => name.trim());
  if (names?.some((name) => name === '')) throw new InputError('字段 tags 不能含空标签');
  return names;
}

/** Extra fields the reader relies on are typed; others only need sane names. */
function readExtra(body: JsonObject): JsonObject {
  const extra: JsonObject = {};
  const keys = Object.keys(body).filter(
    (key) => !coreArticleFields.includes(key) && !creditKeys.includes(key as CreditKey) && key !== 'tags',
  );
  if (keys.length > 50) throw new InputError('扩展字段不能超过 50 个');
  for (const key of keys) {
    if (readOnlyArticleFields.includes(key)) throw new InputError(`字段 ${key} 不可写`);
    extra[key] = body[key];
  }
  // null removes a field on update, so only values that are set get type-checked.
  const set = Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== null));
  const known = definedOnly({
    xyAccountID: field.int(set, 'xyAccountID', 0, INT4_MAX),
    linkID: field.int(set, 'linkID', 0, INT4_MAX),
    shareClosed: field.oneOf(set, 'shareClosed', [0, 1]),
    liveStatus: field.oneOf(set, 'liveStatus', [0, 1, 2]),
    sharePicUrl: field.string(set, 'sharePicUrl', { max: 1000, pattern: urlPattern }),
    linkUrl: field.string(set, 'linkUrl', { max: 1000, pattern: urlPattern }),
    appPlaybackUrl: field.string(set, 'appPlaybackUrl', { max: 1000, pattern: urlPattern }),
    playbackUrls: field.urlList(set, 'playbackUrls', 20),
    carousel: field.oneOf(set, 'carousel', [0, 1]),
    subjectId: field.int(set, 'subjectId', 0, INT4_MAX),
  });
  const config = set.config;
  if (config !== undefined) {
    if (!isPlainObject(config)) throw new InputError('字段 config 必须是对象');
    checkVideos(config.videos);
  }
  return { ...extra, ...known };
}

/** The address fields of a video in `config.videos` the site and the app play or show. */
const videoUrlFields = ['videoUrl', 'appPlaybackUrl', 'appLiveUrl', 'url', 'poster'];

function checkVideos(videos: unknown): void {
  if (videos === undefined) return;
  if (!Array.isArray(videos) || !videos.every(isPlainObject)) {
    throw new InputError('字段 config.videos 必须是对象数组');
  }
  videos.forEach((video, index) => {
    for (const key of videoUrlFields) {
      if (video[key] !== undefined && video[key] !== null)
        checkUrl(video[key], `config.videos[${index}].${key}`);
    }
  });
}

function readCredits(body: JsonObject): Credits {
  const credits: Credits = {};
  for (const key of creditKeys) {
    const value = field.string(body, key, { max: 100 });
    if (value !== undefined) credits[key] = value;
  }
  return credits;
}

/** An article body: core fields, credits and extra fields side by side, as the reader API shows them. */
export function readArticleInput(raw: unknown, creating: boolean): ArticleBody {
  const body = requireObject(raw);
  checkKeys(body, '稿件');
  const title = field.string(body, 'title', { max: 200, nonEmpty: true });
  const columnId = field.int(body, 'columnID', 1, INT4_MAX);
  const articleType = field.oneOf(body, 'articleType', articleTypes);
  if (creating) {
    if (title === undefined) throw new InputError('字段 title 不能为空');
    if (columnId === undefined) throw new InputError('缺少字段 columnID');
    if (articleType === undefined) throw new InputError('缺少字段 articleType');
  }
  const picture = (key: string) => field.string(body, key, { max: 1000, pattern: urlPattern });
  const core: ArticleInput = definedOnly({
    title,
    listTitle: field.string(body, 'listTitle', { max: 200 }),
    columnId,
    aStatus: field.int(body, 'aStatus', 0, 9),
    articleType,
    picType: field.int(body, 'picType', 0, 99),
    picSmall: picture('picSmall'),
    picMiddle: picture('picMiddle'),
    picBig: picture('picBig'),
    picList: field.urlList(body, 'pic_list', 100),
    picListTitle: field.stringList(body, 'pic_list_title', 100, 500),
    publishtime: field.time(body, 'publishtime'),
    source: field.string(body, 'source', { max: 100 }),
    content: field.string(body, 'content', { max: 500_000 }),
    abstract: field.string(body, 'abstract', { max: 1000 }),
    wordCount: field.int(body, 'wordCount', 0, 10_000_000),
  });
  return { core, credits: readCredits(body), extra: readExtra(body), tags: readTags(body) };
}
