import type { ArticleAccess, ContentOptions } from '@/lib/api/articles';
import type { PageFlags } from '@/lib/guard/flags';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';

/** `/newsDetail/:columnId?/:id?.html`: the article id is `id` (a lone number fills columnId, as in the app). */
export const articleIdFrom = (params: SearchParams) =>
  positiveId(params, 'id') ?? positiveId(params, 'fileId');

const TOKEN = /^[\w.-]{16,512}$/;

/**
 * What the CMS's page URL asks of getArticleContent (spec section 7): a status line (`showStatusType` 1, 2 or
 * 3) and the body as its inner editor stored it (`innerEditor=1`). Anything else is left out, not refused.
 */
export function contentOptionsFrom(params: SearchParams): ContentOptions {
  const statusType = firstValue(params, 'showStatusType') ?? '';
  return {
    ...(/^[123]$/.test(statusType) ? { showStatusType: Number(statusType) as 1 | 2 | 3 } : {}),
    ...(firstValue(params, 'innerEditor') === '1' ? { innerEditor: 1 as const } : {}),
  };
}

/**
 * Unreleased content needs the CMS's signed preview credential in the link; `yl=1` alone only marks the page
 * as a preview (never cached, noindex) and is served published content.
 */
export function articleAccess(params: SearchParams, flags: Pick<PageFlags, 'poster'>): ArticleAccess {
  const options = contentOptionsFrom(params);
  const token = firstValue(params, 'previewToken') ?? '';
  if (!TOKEN.test(token)) return options;
  return { ...options, previewToken: token, poster: flags.poster };
}
