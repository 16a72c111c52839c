import 'server-only';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import type { Article } from '@/lib/api/articleModel';
import { getArticle } from '@/lib/api/articles';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { absoluteUrl } from '@/lib/config/siteOrigin';
import { isPreviewArticle } from '@/lib/guard/preview.mjs';
import { readGuard } from '@/lib/guard/readGuard';
import type { SearchParams } from '@/lib/routing/pageParams';
import { articleMetadata as buildMetadata, type ArticleMetaInput } from '@/lib/seo/articleMeta';
import { shareCardImages, shareCardVersion } from '@/lib/seo/shareCard';
import { articleAccess, articleIdFrom } from '@/components/article/articleAccess';

/** The article's picture: the one its metadata names and its share card shows. */
export const articlePicture = (article: Article) =>
  article.picBig || article.picMiddle || article.image || article.pictures[0]?.src || '';

/** What search engines and share cards learn about an article: one input for the metadata and the JSON-LD. */
export async function articleMetaInput(article: Article, preview: boolean): Promise<ArticleMetaInput> {
  const [config, locale, url, site] = await Promise.all([
    loadSiteConfig(),
    getLocale(),
    absoluteUrl(
      article.href.startsWith('/') ? article.href : `/newsDetail/${article.columnId}/${article.fileId}.html`,
    ),
    absoluteUrl(''),
  ]);
  const authors = article.credits.filter((credit) => credit.role === 'author' || credit.role === 'reporter');
  const siteName = config?.siteName ?? '';
  const image = articlePicture(article);
  // Only published articles have cards (app/shareCard draws no preview).
  const version = shareCardVersion([article.title, image, config?.padLogo ?? '', siteName]);
  return {
    title: article.title,
    description: article.abstract,
    url,
    image,
    cards: preview ? [] : shareCardImages(site, article.fileId, version),
    siteName,
    locale: locale,
    keywords: article.tags.map((tag) => tag.name),
    preview,
    publishedMs: article.publishtime,
    authorNames: authors.flatMap((credit) => credit.names.split(/\s+/)),
    logoUrl: config?.padLogo,
  };
}

export async function articleMetadata(params: SearchParams): Promise<Metadata> {
  const guard = await readGuard();
  const fileId = articleIdFrom(params);
  const article =
    fileId === null ? null : await getArticle(fileId, articleAccess(params, guard)).catch(() => null);
  // A preview (lib/guard/preview.mjs: a flag, a credential, or an unreleased article) is never indexed.
  const preview = isPreviewArticle(guard.preview, article?.aStatus);
  if (!article) return { robots: preview ? { index: false, follow: false } : undefined };
  return buildMetadata(await articleMetaInput(article, preview));
}
