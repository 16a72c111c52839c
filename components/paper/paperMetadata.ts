import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { getLatestPaper, getPaper, getPaperArticle } from '@/lib/api/paper';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { pageTitle } from '@/lib/guard/pageTitle';
import { readGuard } from '@/lib/guard/readGuard';
import { findLayout, paperQuery } from '@/lib/routing/paperRoute';
import type { SearchParams } from '@/lib/routing/pageParams';

/**
 * The title names the open article, else the paper, date and page. Previews are never indexed and only get the
 * route's title: their article is fetched once, by the page, with the credential.
 */
export async function paperMetadata(params: SearchParams): Promise<Metadata> {
  const [guard, config, t] = await Promise.all([readGuard(), loadSiteConfig(), getTranslations('meta')]);
  const query = paperQuery(params);
  const robots = guard.preview.preview ? { index: false, follow: false } : undefined;
  if (!query || guard.preview.preview) return { robots };
  const [paper, article] = await Promise.all([
    (query.date ? getPaper(query.date, query.paperId) : getLatestPaper()).catch(() => null),
    query.articleId === undefined ? null : getPaperArticle(query.articleId).catch(() => null),
  ]);
  const layout = paper ? findLayout(paper.layouts, query.layout) : undefined;
  const ownTitle =
    article?.title ?? (paper ? [paper.name, paper.date, layout?.name].filter(Boolean).join(' ') : '');
  if (!ownTitle) return {};
  return { title: pageTitle(guard.title, ownTitle, config?.siteName || t('defaultSiteName')) };
}
