/**
 * What article and column pages share in their Next.js metadata: description, canonical URL, Open Graph
 * and Twitter cards, and robots for previews. Pure.
 */
import type { Metadata } from 'next';
import { shareDescription } from '@/lib/format/share';
import { absoluteHttpUrl } from '@/lib/html/safeUrl';
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { isRasterPicture, type SizedImage } from '@/lib/seo/shareCard';

/** Search engines show about this many Chinese characters of a description. */
export const META_DESCRIPTION_CHARS = 120;

export interface PageMetaInput {
  title: string;
  /** The summary; when blank, `fallbackText` (e.g. the article's plain text) is used instead. */
  description?: string | null;
  fallbackText?: string | null;
  /** The absolute canonical URL of the page. */
  url: string;
  /** Absolute, or relative to `url`. */
  image?: string | null;
  /** Cards drawn for the page (lib/seo/shareCard.ts), shown instead of an `image` that is not raster. */
  cards?: readonly SizedImage[];
  siteName: string;
  locale: Locale;
  keywords?: readonly string[];
  /** Unpublished or CMS-preview content: never indexed. */
  preview?: boolean;
}

/** Milliseconds since the epoch as an ISO 8601 time, or undefined when missing or invalid. */
export function isoTime(ms: number | null | undefined): string | undefined {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined;
}

/** The description, whitespace collapsed and cut to {@link META_DESCRIPTION_CHARS}; undefined if blank. */
export function metaDescription(input: Pick<PageMetaInput, 'description' | 'fallbackText'>) {
  const text = shareDescription(input.description, META_DESCRIPTION_CHARS);
  return text || shareDescription(input.fallbackText, META_DESCRIPTION_CHARS) || undefined;
}

/** Open Graph wants language_TERRITORY: zh-CN becomes zh_CN. */
export const openGraphLocale = (locale: Locale) => HTML_LANG[locale].replace('-', '_');

/** Keywords or names: trimmed, blanks and repeats dropped. */
export function cleanList(keywords: readonly string[] | undefined): string[] {
  return [...new Set((keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean))];
}

type OpenGraph = NonNullable<Metadata['openGraph']>;

/** The metadata every page kind shares, with the Open Graph type and fields of the page kind. */
/** The page's own picture when raster, else its drawn cards with their sizes, else its picture as it is. */
function shareImages({ image, url, cards = [], title }: PageMetaInput) {
  const own = absoluteHttpUrl(image, url);
  if ((own && isRasterPicture(own)) || cards.length === 0) return own ? [{ url: own, alt: title }] : [];
  return cards.map((card) => ({ ...card, alt: title }));
}

export function pageMetadata(input: PageMetaInput, openGraph: OpenGraph): Metadata {
  const description = metaDescription(input);
  const images = shareImages(input);
  const image = images[0]?.url;
  const keywords = cleanList(input.keywords);
  return {
    title: input.title,
    description,
    ...(keywords.length ? { keywords } : {}),
    alternates: { canonical: input.url },
    openGraph: {
      title: input.title,
      description,
      url: input.url,
      siteName: input.siteName,
      locale: openGraphLocale(input.locale),
      ...(images.length ? { images } : {}),
      ...openGraph,
    },
    // The large card needs an image; without one the small card is the honest choice.
    twitter: image
      ? { card: 'summary_large_image', title: input.title, description, images: [image] }
      : { card: 'summary', title: input.title, description },
    ...(input.preview ? { robots: { index: false, follow: false } } : {}),
  };
}
