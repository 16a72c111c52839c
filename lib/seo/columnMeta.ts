/**
 * Search and social metadata of a column page: the Next.js `Metadata` and a schema.org CollectionPage
 * whose main entity is the ItemList of the articles shown.
 */
import 'server-only';
import type { Metadata } from 'next';
import { HTML_LANG } from '@/lib/i18n/locales';
import { absoluteHttpUrl } from '@/lib/html/safeUrl';
import type { JsonLd } from '@/lib/seo/jsonLd';
import { metaDescription, pageMetadata, type PageMetaInput } from '@/lib/seo/pageMeta';

export interface ColumnItem {
  title: string;
  /** Absolute, or relative to the column's `url`. */
  url: string;
}

export interface ColumnMetaInput extends PageMetaInput {
  /** The articles on the page, in the order shown. */
  items?: readonly ColumnItem[];
}

export function columnMetadata(input: ColumnMetaInput): Metadata {
  return pageMetadata(input, { type: 'website' });
}

/** CollectionPage with an ItemList; items without a usable URL are left out and positions stay 1, 2, 3 ... */
export function columnJsonLd(input: ColumnMetaInput): JsonLd {
  const items = (input.items ?? []).flatMap((item) => {
    const url = absoluteHttpUrl(item.url, input.url);
    return url ? [{ url, name: item.title.trim() }] : [];
  });
  const description = metaDescription(input);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.title,
    ...(description ? { description } : {}),
    url: input.url,
    inLanguage: HTML_LANG[input.locale],
    isPartOf: { '@type': 'WebSite', name: input.siteName },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: item.url,
        name: item.name,
      })),
    },
  };
}
