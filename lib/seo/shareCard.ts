/**
 * The share card drawn for an article (app/shareCard): its two shapes, its address and when a page uses it.
 * Platforms (WeChat, Weibo, QQ, Twitter) show only raster pictures in a link's card, and CMS pictures may be SVG,
 * so an article whose own picture is not raster gets a PNG drawn from its title, picture and the site's logo.
 * Pure.
 */

/** 1200×630 for Open Graph and Twitter's large card; a square for WeChat, which crops thumbnails square. */
export const SHARE_CARD_SIZES = {
  wide: { width: 1200, height: 630 },
  square: { width: 600, height: 600 },
} as const;
export type ShareCardShape = keyof typeof SHARE_CARD_SIZES;

export interface SizedImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

const CARD_NAME = /^([1-9]\d{0,9})(-square)?\.png$/;

/** `/shareCard/42.png` and `/shareCard/42-square.png`, without the base path. */
export const shareCardPath = (fileId: number, shape: ShareCardShape) =>
  `/shareCard/${fileId}${shape === 'square' ? '-square' : ''}.png`;

/** The article and shape a card's file name asks for; null for any other name. */
export function parseShareCard(name: string): { fileId: number; shape: ShareCardShape } | null {
  const match = CARD_NAME.exec(name);
  if (!match) return null;
  return { fileId: Number(match[1]), shape: match[2] ? 'square' : 'wide' };
}

/** A short hash of what the card shows, so a changed article gets a new address that no cache has kept. */
export function shareCardVersion(parts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Both cards of an article, `origin` being the site's origin and base path. */
export function shareCardImages(origin: string, fileId: number, version: string): SizedImage[] {
  return (Object.keys(SHARE_CARD_SIZES) as ShareCardShape[]).map((shape) => ({
    url: `${origin}${shareCardPath(fileId, shape)}?v=${version}`,
    ...SHARE_CARD_SIZES[shape],
    type: 'image/png',
  }));
}

/**
 * Whether a picture's address names a raster image that share targets show. An SVG (by extension or data
 * type) is not; an address without an extension (a CDN's image service) is taken to be raster.
 */
export function isRasterPicture(url: string | null | undefined): boolean {
  if (!url) return false;
  if (/^data:image\/svg\+xml[;,]/i.test(url)) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return !/\.svgz?$/i.test(path);
}
