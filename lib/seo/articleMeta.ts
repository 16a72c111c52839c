/**
 * Search and social metadata of an article page: the Next.js `Metadata` (for `generateMetadata`) and the
 * schema.org NewsArticle JSON-LD (render with `jsonLdScript` of lib/seo/jsonLd.ts).
 */
import 'server-only';
import type { Metadata } from 'next';
import { HTML_LANG } from '@/lib/i18n/locales';
import { absoluteHttpUrl } from '@/lib/html/safeUrl';
import type { JsonLd } from '@/lib/seo/jsonLd';
import { isoTime, cleanList, metaDescription, pageMetadata, type PageMetaInput } from '@/lib/seo/pageMeta';

/** Google's limit for a NewsArticle headline. */
export const HEADLINE_CHARS = 110;

export interface ArticleMetaInput extends PageMetaInput {
  publishedMs?: number | null;
  modifiedMs?: number | null;
  authorNames?: readonly string[];
  /** The column the article belongs to. */
  section?: string | null;
  /** The site logo (absolute, or relative to `url`): the publisher's logo in JSON-LD. */
  logoUrl?: string | null;
}

/** `title` cut to `limit` code points, the last of them an ellipsis when cut. */
export function headline(title: string, limit: number = HEADLINE_CHARS): string {
  const chars = Array.from(title.replace(/\s+/gu, ' ').trim());
  return chars.length <= limit
    ? chars.join('')
    : `${chars
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}

export function articleMetadata(input: ArticleMetaInput): Metadata {
  const authors = cleanList(input.authorNames);
  const keywords = cleanList(input.keywords);
  return pageMetadata(input, {
    type: 'article',
    publishedTime: isoTime(input.publishedMs),
    modifiedTime: isoTime(input.modifiedMs) ?? isoTime(input.publishedMs),
    ...(authors.length ? { authors } : {}),
    ...(input.section ? { section: input.section } : {}),
    ...(keywords.length ? { tags: keywords } : {}),
  });
}

/**
 * NewsArticle for Google's article rich results. Without named authors the publishing organisation is the
 * author, since Google flags a NewsArticle with no author at all.
 */
export function newsArticleJsonLd(input: ArticleMetaInput): JsonLd {
  const image = absoluteHttpUrl(input.image, input.url);
  const logo = absoluteHttpUrl(input.logoUrl, input.url);
  const published = isoTime(input.publishedMs);
  const names = cleanList(input.authorNames);
  const publisher: JsonLd = {
    '@type': 'Organization',
    name: input.siteName,
    ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
  };
  const keywords = cleanList(input.keywords);
  const description = metaDescription(input);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: headline(input.title),
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(published ? { dateModified: isoTime(input.modifiedMs) ?? published } : {}),
    author: names.length
      ? names.map((name) => ({ '@type': 'Person', name }))
      : [{ '@type': 'Organization', name: input.siteName }],
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    inLanguage: HTML_LANG[input.locale],
    ...(input.section ? { articleSection: input.section } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
  };
}
