import type { ArticleAccess } from '@/lib/api/articles';
import type { PageFlags } from '@/lib/guard/flags';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';

/** `/newsDetail/:columnId?/:id?.html`: the article id is `id` (a lone number fills columnId, as in the app). */
export const articleIdFrom = (params: SearchParams) =>
  positiveId(params, 'id') ?? positiveId(params, 'fileId');

const TOKEN = /^[\w.-]{16,512}$/;

/**
 * Unreleased content needs the CMS's signed preview credential in the link; `yl=1` alone only marks the page
 * as a preview (never cached, noindex) and is served published content.
 */
export function articleAccess(params: SearchParams, flags: Pick<PageFlags, 'poster'>): ArticleAccess {
  const token = firstValue(params, 'previewToken') ?? '';
  if (!TOKEN.test(token)) return {};
  return { previewToken: token, poster: flags.poster };
}
