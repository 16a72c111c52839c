/**
 * schema.org JSON-LD of the media pages, in the shapes Google documents: a video article's VideoObject (nested as
 * its NewsArticle's `video`) and a live's LiveBlogPosting with its reports as `liveBlogUpdate`s. Pure.
 */
import { ARTICLE_TYPES, type Article } from '@/lib/api/articleModel';
import { absoluteHttpUrl } from '@/lib/html/safeUrl';
import { HTML_LANG } from '@/lib/i18n/locales';
import { headline } from '@/lib/seo/articleMeta';
import type { JsonLd } from '@/lib/seo/jsonLd';
import { isoTime, metaDescription, type PageMetaInput } from '@/lib/seo/pageMeta';

/** Seconds as an ISO 8601 duration (186 → PT3M6S); undefined when unknown. */
export function isoDuration(seconds: number): string | undefined {
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export interface VideoInput {
  /** The article's title. */
  name: string;
  description?: string | null;
  /** The page's own URL: addresses below are read relative to it. */
  url: string;
  /** The poster, else the article's picture. */
  thumbnail: string;
  publishedMs: number;
  /** The stream or file (HLS, MP4). */
  contentUrl: string;
  /** Seconds; 0 when unknown. */
  duration: number;
}

/**
 * VideoObject: Google requires name, thumbnailUrl and uploadDate, so without a picture or a publish time there is
 * none (null); description, contentUrl and duration when known.
 */
export function videoObjectJsonLd(input: VideoInput): JsonLd | null {
  const thumbnail = absoluteHttpUrl(input.thumbnail, input.url);
  const uploadDate = isoTime(input.publishedMs);
  const name = headline(input.name);
  if (!thumbnail || !uploadDate || !name) return null;
  const description = metaDescription({ description: input.description }) ?? name;
  const contentUrl = absoluteHttpUrl(input.contentUrl, input.url);
  const duration = isoDuration(input.duration);
  return {
    '@type': 'VideoObject',
    name,
    description,
    thumbnailUrl: [thumbnail],
    uploadDate,
    ...(contentUrl ? { contentUrl } : {}),
    ...(duration ? { duration } : {}),
  };
}

/** A video article's `video` for its NewsArticle: its first video, with the poster or the article's picture. */
export function articleVideoJsonLd(
  article: Pick<Article, 'articleType' | 'videos' | 'title' | 'abstract' | 'image' | 'publishtime'>,
  url: string,
): { video: JsonLd } | Record<string, never> {
  const video = article.articleType === ARTICLE_TYPES.video ? article.videos[0] : undefined;
  const object =
    video &&
    videoObjectJsonLd({
      name: article.title,
      description: article.abstract,
      url,
      thumbnail: video.poster || article.image,
      publishedMs: article.publishtime,
      contentUrl: video.url,
      duration: video.duration,
    });
  return object ? { video: object } : {};
}

export interface LiveBlogUpdate {
  content: string;
  reporter: string;
  /** Epoch ms; 0 when unknown (such a report is left out: an update needs its time). */
  time: number;
  pictures: readonly string[];
}

export interface LiveBlogInput extends PageMetaInput {
  publishedMs: number;
  /** When the live starts (or started); 0 when unknown. */
  startMs: number;
  /** Ended lives only: when the coverage ended. */
  endMs?: number;
  /** The reports shown, newest first. */
  updates: readonly LiveBlogUpdate[];
}

/**
 * LiveBlogPosting: the live's headline, summary, picture and publisher, when its coverage starts (and, once
 * over, ends), and each report as a BlogPosting update.
 */
export function liveBlogJsonLd(input: LiveBlogInput): JsonLd {
  const image = absoluteHttpUrl(input.image, input.url);
  const published = isoTime(input.publishedMs);
  const start = isoTime(input.startMs) ?? published;
  const end = isoTime(input.endMs);
  const description = metaDescription(input);
  const publisher: JsonLd = { '@type': 'Organization', name: input.siteName };
  const updates = input.updates.flatMap((update) => {
    const time = isoTime(update.time);
    const text = update.content.replace(/\s+/gu, ' ').trim();
    if (!time || !text) return [];
    const pictures = update.pictures.flatMap((src) => absoluteHttpUrl(src, input.url) ?? []);
    return [
      {
        '@type': 'BlogPosting',
        headline: headline(text),
        articleBody: text,
        datePublished: time,
        author: update.reporter
          ? { '@type': 'Person', name: update.reporter }
          : { '@type': 'Organization', name: input.siteName },
        ...(pictures.length ? { image: pictures } : {}),
      },
    ];
  });
  const latest = updates[0]?.datePublished;
  return {
    '@context': 'https://schema.org',
    '@type': 'LiveBlogPosting',
    headline: headline(input.title),
    ...(description ? { description } : {}),
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    inLanguage: HTML_LANG[input.locale],
    ...(image ? { image: [image] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(latest || published ? { dateModified: latest ?? published } : {}),
    author: { '@type': 'Organization', name: input.siteName },
    publisher,
    ...(start ? { coverageStartTime: start } : {}),
    ...(end ? { coverageEndTime: end } : {}),
    liveBlogUpdate: updates,
  };
}
