/**
 * An RSS 2.0 feed (https://www.rssboard.org/rss-specification) of a column or the home page. Text is
 * XML-escaped; article HTML goes in content:encoded as CDATA, split wherever it contains `]]>`.
 */
import 'server-only';
import { HTML_LANG, type Locale } from '@/lib/i18n/locales';
import { cdata, xmlElement, xmlEscape, XML_DECLARATION } from '@/lib/seo/xml';

export interface RssChannel {
  title: string;
  /** The site (or column) page the feed stands for. */
  link: string;
  description: string;
  /** The feed's own URL, for atom:link rel="self". */
  feedUrl: string;
  locale: Locale;
  /** When the feed content last changed; defaults to the newest item. */
  lastBuildMs?: number;
  /** Minutes a reader may cache the feed. */
  ttlMinutes?: number;
}

export interface RssItem {
  title: string;
  link: string;
  /** Plain-text summary. */
  description?: string | null;
  /** Sanitised article HTML (sanitizeArticleHtml). */
  contentHtml?: string | null;
  publishedMs?: number | null;
  authorNames?: readonly string[];
  categories?: readonly string[];
}

/** RFC 822 date as RSS requires, e.g. "Mon, 01 Jan 2024 00:00:00 GMT"; '' when missing or invalid. */
export function rssDate(ms: number | null | undefined): string {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toUTCString() : '';
}

function rssItem(item: RssItem): string {
  return (
    '<item>' +
    xmlElement('title', item.title, true) +
    xmlElement('link', item.link, true) +
    `<guid isPermaLink="true">${xmlEscape(item.link)}</guid>` +
    xmlElement('pubDate', rssDate(item.publishedMs)) +
    xmlElement('description', item.description) +
    (item.authorNames ?? []).map((name) => xmlElement('dc:creator', name.trim())).join('') +
    (item.categories ?? []).map((name) => xmlElement('category', name.trim())).join('') +
    (item.contentHtml ? `<content:encoded>${cdata(item.contentHtml)}</content:encoded>` : '') +
    '</item>'
  );
}

/** The feed XML; items keep the order given. */
export function rssFeed(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = Math.max(0, ...items.map((item) => item.publishedMs ?? 0).filter(Number.isFinite));
  const lastBuild = rssDate(channel.lastBuildMs ?? newest);
  return (
    `${XML_DECLARATION}\n` +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ' +
    'xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
    '<channel>' +
    xmlElement('title', channel.title, true) +
    xmlElement('link', channel.link, true) +
    xmlElement('description', channel.description, true) +
    xmlElement('language', HTML_LANG[channel.locale].toLowerCase()) +
    xmlElement('lastBuildDate', lastBuild) +
    (channel.ttlMinutes && channel.ttlMinutes > 0
      ? xmlElement('ttl', String(Math.floor(channel.ttlMinutes)))
      : '') +
    `<atom:link href="${xmlEscape(channel.feedUrl)}" rel="self" type="application/rss+xml"/>\n` +
    items.map(rssItem).join('\n') +
    '\n</channel>\n</rss>\n'
  );
}
