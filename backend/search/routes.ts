import type { FastifyInstance } from 'fastify';
import { addDays, chinaDate } from '../core/chinaDate.js';
import { InputError, ok } from '../core/envelope.js';
import { param, type Params, requestParams } from '../core/params.js';
import type { RouteDeps } from '../core/routeDeps.js';
import { operationPath } from '../../lib/contract/operations.js';
import { toSummary } from '../reading/articleListRepo.js';
import { serviceGuard } from '../sessions/serviceGuard.js';
import { readSiteConfig } from '../siteConfig/configRepo.js';
import { classScopes, hotWordsOf, searchClassifyOf, type SearchScope } from './searchClassify.js';
import { matchingTitles, recordSearch, searchArticles, topKeywords } from './searchRepo.js';
import { type SearchField, searchQuery, snippet } from './searchText.js';

const MAX_KEYWORD_LENGTH = 50;
const MAX_PAGE_SIZE = 50;
const HOT_WORDS_SHOWN = 10;
/** searchHot counts the searches of this many days, today included. */
const HOT_WORD_DAYS = 7;
const SUGGESTIONS_SHOWN = 8;

/** The keyword as it is counted and shown among the hot words: trimmed, spaces collapsed, NFKC. */
function keywordOf(params: Params): string {
  const keyword = (params.keyword ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
  const length = [...keyword].length;
  if (length === 0 || length > MAX_KEYWORD_LENGTH) throw new InputError('请输入搜索关键词');
  return keyword;
}

function fieldOf(params: Params): SearchField | undefined {
  if (params.field === undefined || params.field === '') return undefined;
  return param.string(params, 'field', /^(title|content|author)$/) as SearchField;
}

function pageOf(params: Params) {
  const page = param.optionalPositiveInt(params, 'page') ?? 1;
  const pageSize = param.optionalPositiveInt(params, 'pageSize') ?? 20;
  if (pageSize > MAX_PAGE_SIZE) throw new InputError(`参数 pageSize 不能大于 ${MAX_PAGE_SIZE}`);
  return { page, pageSize };
}

/** The search screen's operations on the `main` service: tabs, search, hot words and suggestions. */
export function searchRoutes({ db, config }: RouteDeps) {
  /** What a tab finds; everything without a tab, nothing for a tclass this backend does not know. */
  async function scopeOf(params: Params): Promise<SearchScope> {
    const classifyId = param.optionalPositiveInt(params, 'classifyId');
    if (classifyId === undefined) return { articleTypes: null, accountsOnly: false };
    const tab = searchClassifyOf(await readSiteConfig(db)).find((item) => item.id === classifyId);
    if (!tab) throw new InputError('搜索分类不存在');
    return classScopes[tab.tclass] ?? { articleTypes: [], accountsOnly: false };
  }

  return async function search(app: FastifyInstance) {
    app.addHook('preHandler', serviceGuard({ db, config, signed: true }));

    app.get(operationPath('searchClassify'), async () => {
      const list = [...searchClassifyOf(await readSiteConfig(db))].sort((a, b) => a.order - b.order);
      return ok({ list });
    });

    app.get(operationPath('search'), async (request) => {
      const params = requestParams(request);
      const keyword = keywordOf(params);
      const field = fieldOf(params);
      const { page, pageSize } = pageOf(params);
      const scope = await scopeOf(params);
      const tsquery = searchQuery(keyword, { field });
      if (!tsquery || scope.articleTypes?.length === 0) {
        return ok({ list: [], hasMore: false, total: 0, page, pageSize });
      }
      const { hits, total } = await searchArticles(db, tsquery, scope, page, pageSize);
      // Only keywords that found something count, so the hot words never show what no article says.
      if (page === 1 && total > 0) await recordSearch(db, keyword, chinaDate(Date.now()));
      const list = hits.map(({ row, text }) => ({ ...toSummary(row), highlight: snippet(text, keyword) }));
      return ok({ list, hasMore: page * pageSize < total, total, page, pageSize });
    });

    app.get(operationPath('searchHot'), async () => {
      const since = addDays(chinaDate(Date.now()), 1 - HOT_WORD_DAYS);
      const searched = await topKeywords(db, since, HOT_WORDS_SHOWN);
      const fallback = hotWordsOf(await readSiteConfig(db)).filter((word) => !searched.includes(word));
      return ok({ list: [...searched, ...fallback].slice(0, HOT_WORDS_SHOWN) });
    });

    app.get(operationPath('searchSuggest'), async (request) => {
      const tsquery = searchQuery(keywordOf(requestParams(request)), { field: 'title', prefix: true });
      return ok({ list: tsquery ? await matchingTitles(db, tsquery, SUGGESTIONS_SHOWN) : [] });
    });
  };
}
