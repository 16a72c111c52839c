import { connection } from 'next/server';
import { unstable_cache } from 'next/cache';
import { getArticle } from '@/lib/api/articles';
import { loadSiteConfig, type SiteConfig } from '@/lib/api/siteConfig';
import {
  ERROR_CACHE_CONTROL,
  NOT_FOUND_CDN_CACHE_CONTROL,
  RETRY_AFTER_SECONDS,
  SHARE_CARD_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from '@/lib/config/cacheControl.mjs';
import { CACHE_TAGS } from '@/lib/contract/cacheTags';
import { parseShareCard, type ShareCardShape } from '@/lib/seo/shareCard';
import { PictureUnavailable } from '@/lib/seo/shareCardPicture';
import { articlePicture } from '@/components/article/articleMetadata';
import { drawShareCard } from '@/components/share/drawShareCard';

/** What the card takes from the site config: read before the data cache, which may not read it itself. */
type Site = Pick<SiteConfig, 'siteName' | 'padLogo' | 'padColor'>;

async function draw(fileId: number, shape: ShareCardShape, site: Site, withPicture: boolean) {
  const article = await getArticle(fileId);
  if (!article) return null;
  return drawShareCard({
    shape,
    title: article.title,
    siteName: site.siteName,
    picture: withPicture ? articlePicture(article) : '',
    logo: site.padLogo,
    accent: site.padColor || '#c8161d',
  });
}

/**
 * A published article's card as base64 (the data cache keeps JSON), under the article's and the site config's
 * tags, so a publish draws it afresh; null for an article that is not published. A backend failure and a picture
 * that cannot be had now throw, and nothing is kept.
 */
const keptCard = unstable_cache(
  async (fileId: number, shape: ShareCardShape, site: Site) =>
    (await draw(fileId, shape, site, true))?.toString('base64') ?? null,
  ['share-card'],
  { revalidate: 86_400, tags: [CACHE_TAGS.articles, CACHE_TAGS.siteConfig] },
);

/** Readers asking for a card while it is drawn wait for that one drawing. */
const drawing = new Map<string, Promise<string | null>>();
function cardOnce(fileId: number, shape: ShareCardShape, site: Site) {
  const key = JSON.stringify([fileId, shape, site]);
  let pending = drawing.get(key);
  if (!pending) {
    pending = keptCard(fileId, shape, site).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

const png = (body: Buffer, cacheControl: string) =>
  new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'image/png',
      'content-length': String(body.length),
      'cache-control': cacheControl,
    },
  });
const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'cache-control': SHARED_PAGE_CACHE_CONTROL, 'cdn-cache-control': NOT_FOUND_CDN_CACHE_CONTROL },
  });
const unavailable = () =>
  new Response('Service unavailable', {
    status: 503,
    headers: { 'cache-control': ERROR_CACHE_CONTROL, 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

/**
 * `/shareCard/<fileId>.png` (1200×630) and `/shareCard/<fileId>-square.png` (lib/seo/shareCard.ts). Without its
 * picture for now, the card goes out without it and no cache keeps it; a backend failure is a 503 none keeps.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  // Drawn from current data; never prerendered at build time, when no backend runs.
  await connection();
  const card = parseShareCard((await params).card);
  if (!card) return notFound();
  const config = await loadSiteConfig();
  if (!config) return unavailable();
  const site = { siteName: config.siteName, padLogo: config.padLogo, padColor: config.padColor };
  try {
    const kept = await cardOnce(card.fileId, card.shape, site);
    return kept === null ? notFound() : png(Buffer.from(kept, 'base64'), SHARE_CARD_CACHE_CONTROL);
  } catch (error) {
    if (error instanceof PictureUnavailable) {
      const bare = await draw(card.fileId, card.shape, site, false).catch(() => null);
      if (bare) return png(bare, ERROR_CACHE_CONTROL);
    }
    console.error(`share card ${card.fileId} failed: ${error instanceof Error ? error.message : error}`);
    return unavailable();
  }
}
