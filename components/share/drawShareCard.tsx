import 'server-only';
import { ImageResponse } from 'next/og';
import { basePathFrom } from '@/lib/config/env.mjs';
import { SHARE_CARD_SIZES, type ShareCardShape } from '@/lib/seo/shareCard';
import { cardFonts, drawableTexts } from '@/lib/seo/shareCardFonts';
import { cardPicture } from '@/lib/seo/shareCardPicture';
import { ShareCard } from '@/components/share/ShareCard';

export interface ShareCardInput {
  shape: ShareCardShape;
  title: string;
  siteName: string;
  /** Addresses as the CMS gave them: a site path or http(s); '' for none. */
  picture: string;
  logo: string;
  accent: string;
}

/**
 * The card as PNG bytes (next/og). Throws PictureUnavailable (lib/seo/shareCardPicture.ts) when the article's
 * picture cannot be had for now; a logo that cannot is left out.
 */
export async function drawShareCard({ shape, title, siteName, picture, logo, accent }: ShareCardInput) {
  const basePath = basePathFrom();
  const [[drawnTitle, drawnSite], pictureData, logoData] = await Promise.all([
    drawableTexts([title, siteName] as const),
    cardPicture(picture, basePath),
    cardPicture(logo, basePath).catch(() => null),
  ]);
  const image = new ImageResponse(
    <ShareCard
      shape={shape}
      title={drawnTitle}
      siteName={drawnSite}
      picture={pictureData}
      logo={logoData}
      accent={accent}
    />,
    { ...SHARE_CARD_SIZES[shape], fonts: await cardFonts(drawnTitle + drawnSite) },
  );
  return Buffer.from(await image.arrayBuffer());
}
