import type { ArticleAccess, ContentOptions } from '@/lib/api/articles';
import type { GuardState } from '@/lib/guard/guardState.mjs';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';

/** `/newsDetail/:columnId?/:id?.html`: the article id is `id` (a lone number fills columnId, as in the app). */
export const articleIdFrom = (params: SearchParams) =>
  positiveId(params, 'id') ?? positiveId(params, 'fileId');

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
 * Unreleased content needs the CMS's signed preview credential in the link (the guard's preview); `yl=1` alone
 * only marks the page as a preview (never cached, noindex) and is served published content.
 */
export function articleAccess(
  params: SearchParams,
  { flags, preview }: Pick<GuardState, 'flags' | 'preview'>,
): ArticleAccess {
  const options = contentOptionsFrom(params);
  if (preview.previewToken === null) return options;
  return { ...options, previewToken: preview.previewToken, poster: flags.poster };
}
