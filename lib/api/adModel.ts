/**
 * Advertisements as the reader shows them (the `advertising` service's getAdvList): checked untrusted JSON and
 * where each position goes. Pure and client-safe; fetching is lib/api/ads.ts.
 *
 * Positions (backend/ads/adRepo.ts): `top` above a column's carousel, `list` between the rows of a column's
 * article list, `detail` under an article's body.
 */
import { asArray, asNumber, asObject, asString } from '@/lib/api/mapping';
import { parseSafeUrl, safeMediaSrc } from '@/lib/html/safeUrl';

export const AD_POSITIONS = ['top', 'list', 'detail'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/** A list ad follows every this many articles of the first page. */
export const LIST_AD_EVERY = 5;

export interface Ad {
  advId: number;
  title: string;
  imgUrl: string;
  /** Where a tap goes: '' for an ad without a link. */
  href: string;
  /** An http(s) link to another site: opened in a new tab, so the reader keeps the page. */
  external: boolean;
  position: AdPosition;
  /** The picture's size, so its box is reserved before it loads. */
  width: number;
  height: number;
}

/** A column's ads, or `failed` when the ad call did not answer (the slot then asks readers to tell the admin). */
export type ColumnAds = { failed: false; ads: Ad[] } | { failed: true; ads: [] };

const isPosition = (value: string): value is AdPosition =>
  (AD_POSITIONS as readonly string[]).includes(value);

function linkOf(raw: string): Pick<Ad, 'href' | 'external'> {
  const link = parseSafeUrl(raw);
  if (link?.kind === 'http') return { href: link.url, external: true };
  if (link?.kind === 'relative' && link.rootRelative) return { href: link.url, external: false };
  return { href: '', external: false };
}

/** One ad, or null when it could not be shown safely: no id, no safe picture, no size, unknown position. */
export function toAd(raw: unknown): Ad | null {
  const a = asObject(raw);
  const advId = asNumber(a.advId);
  const imgUrl = safeMediaSrc(asString(a.imgUrl));
  const position = asString(a.position);
  const width = Math.round(asNumber(a.width));
  const height = Math.round(asNumber(a.height));
  if (advId <= 0 || !imgUrl || !isPosition(position) || width <= 0 || height <= 0) return null;
  return {
    advId,
    title: asString(a.title).trim(),
    imgUrl,
    ...linkOf(asString(a.linkUrl)),
    position,
    width,
    height,
  };
}

/** The ads of a getAdvList answer `{ list }`, in the backend's order (sort, then id). */
export const toAds = (raw: unknown): Ad[] =>
  asArray(asObject(raw).list)
    .map(toAd)
    .filter((ad): ad is Ad => ad !== null);

export const adsAt = (ads: readonly Ad[], position: AdPosition) =>
  ads.filter((ad) => ad.position === position);

/** The site's download page (下载客户端), where the app's own ads lead. */
const DOWNLOAD_PAGE = /^\/downloadClient\.html(?:[?#]|$)/;

/**
 * The ads a reader can follow somewhere: for a reader who may not be invited to download the app
 * (mayInviteToDownload: the site gives no address, or they are reading in the app already), the ads leading to
 * the download page are left out.
 */
export function reachableAds(columnAds: ColumnAds, mayInvite: boolean): ColumnAds {
  if (mayInvite || columnAds.failed) return columnAds;
  return { failed: false, ads: columnAds.ads.filter((ad) => !DOWNLOAD_PAGE.test(ad.href)) };
}

/** What one ad slot shows: the first ad of its position (the CMS orders them), or that the ad call failed. */
export interface AdSlotContent {
  failed: boolean;
  ad: Ad | null;
}

export const adSlotContent = (columnAds: ColumnAds, position: AdPosition): AdSlotContent => ({
  failed: columnAds.failed,
  ad: adsAt(columnAds.ads, position)[0] ?? null,
});

/**
 * The list ads placed in a first page of `rows` articles, keyed by the index of the article each follows:
 * one after every LIST_AD_EVERY articles, never after the last row, extra ads left out.
 */
export function listAdPlaces(ads: readonly Ad[], rows: number): Map<number, Ad> {
  const places = new Map<number, Ad>();
  adsAt(ads, 'list').forEach((ad, slot) => {
    const after = (slot + 1) * LIST_AD_EVERY - 1;
    if (after < rows - 1) places.set(after, ad);
  });
  return places;
}
