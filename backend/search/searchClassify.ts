import type { JsonObject } from '../core/jsonFields.js';
import { isPlainObject } from '../core/jsonFields.js';

/** A tab of the search screen. `tclass` says what it finds; `extraScreen` lists the field filter's labels. */
export interface SearchClassify {
  id: number;
  name: string;
  tclass: number;
  order: number;
  columnID: number;
  extraScreen: string;
}

/** What a search looks through: articles of these types (null: any), and only the 订阅号 accounts' ones. */
export interface SearchScope {
  articleTypes: readonly number[] | null;
  accountsOnly: boolean;
}

/**
 * What each tclass finds: 1 news (articles, photo sets, links, H5), 3 videos and live broadcasts, 4 special
 * topics, 7 what the subscription accounts (订阅号) published, of any type.
 */
export const classScopes: Record<number, SearchScope> = {
  1: { articleTypes: [0, 1, 4, 12], accountsOnly: false },
  3: { articleTypes: [2, 6], accountsOnly: false },
  4: { articleTypes: [3], accountsOnly: false },
  7: { articleTypes: null, accountsOnly: true },
};

/** The spec's defaults (section 3), used while the site config has no `searchClassify`. */
export const defaultSearchClassify: SearchClassify[] = [
  { id: 1, name: '新闻', tclass: 1, order: 1, columnID: -1, extraScreen: '标题,内容,作者' },
  { id: 3, name: '视频', tclass: 3, order: 2, columnID: 2, extraScreen: '标题,内容,作者' },
  { id: 4, name: '专题', tclass: 4, order: 3, columnID: 3, extraScreen: '标题,内容,作者' },
  { id: 7, name: '订阅号', tclass: 7, order: 4, columnID: 15, extraScreen: '' },
];

/** Hot words the search screen shows before readers have searched anything. */
export const defaultSearchHotWords = [
  '临江马拉松',
  '暴雨预警',
  '地铁2号线',
  '滨江夜市',
  '公办学位',
  '智能闸口',
];

const integerOr = (value: unknown, fallback: number) =>
  Number.isInteger(value) ? (value as number) : fallback;

/**
 * The configured tabs when the config has a usable list, else the defaults. Tabs need an integer `id` and a
 * `name`; the other fields fall back (tclass to the id, order to the position), so the shape always holds.
 */
export function searchClassifyOf(config: JsonObject | null): SearchClassify[] {
  const configured = config?.searchClassify;
  if (!Array.isArray(configured)) return defaultSearchClassify;
  const usable = configured
    .filter((item) => isPlainObject(item) && Number.isInteger(item.id) && typeof item.name === 'string')
    .map((item: JsonObject, index): SearchClassify => {
      const id = item.id as number;
      return {
        id,
        name: item.name as string,
        tclass: integerOr(item.tclass, id),
        order: integerOr(item.order, index + 1),
        columnID: integerOr(item.columnID, -1),
        extraScreen: typeof item.extraScreen === 'string' ? item.extraScreen : '',
      };
    });
  return usable.length > 0 ? usable : defaultSearchClassify;
}

/** The configured hot words, else the defaults. */
export function hotWordsOf(config: JsonObject | null): string[] {
  const configured = config?.searchHotWords;
  if (!Array.isArray(configured)) return defaultSearchHotWords;
  return configured.filter((word): word is string => typeof word === 'string' && word.trim() !== '');
}
