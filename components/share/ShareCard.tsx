import { SHARE_CARD_SIZES, type ShareCardShape } from '@/lib/seo/shareCard';

/** Characters of the title a card shows, cut with an ellipsis: four lines wide, three square. */
const TITLE_CHARS: Record<ShareCardShape, number> = { wide: 44, square: 36 };

const cut = (text: string, limit: number) => {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join('')}…`;
};

export interface ShareCardProps {
  shape: ShareCardShape;
  title: string;
  siteName: string;
  /** Data URLs (lib/seo/shareCardPicture.ts), or null to draw without. */
  picture: string | null;
  logo: string | null;
  accent: string;
}

/**
 * The share card of an article, drawn by next/og into a PNG (app/shareCard): its picture, its title and the
 * site's logo and name. next/og knows no stylesheets, so the styles are inline; every box is flex, as it requires.
 */
export function ShareCard({ shape, title, siteName, picture, logo, accent }: ShareCardProps) {
  const { width, height } = SHARE_CARD_SIZES[shape];
  const wide = shape === 'wide';
  const pictureBox = wide ? { width: 600, height } : { width, height: 315 };
  const text = wide ? (picture ? 600 : width) : width;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        width,
        height,
        background: '#fff',
        borderTop: picture ? 'none' : `16px solid ${accent}`,
      }}
    >
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> only
        <img src={picture} alt="" {...pictureBox} style={{ objectFit: 'cover' }} />
      )}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          width: text,
          padding: wide ? '56px 56px 48px' : '28px 36px 32px',
        }}
      >
        <div
          style={{
            display: 'flex',
            fontSize: wide ? (picture ? 50 : 64) : 36,
            fontWeight: 700,
            lineHeight: 1.35,
            color: '#1a1a1a',
          }}
        >
          {cut(title, TITLE_CHARS[shape])}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 'auto' }}>
          {logo && (
            // eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> only
            <img src={logo} alt="" width={wide ? 72 : 52} height={wide ? 72 : 52} />
          )}
          <div
            style={{ display: 'flex', marginLeft: logo ? 18 : 0, fontSize: wide ? 30 : 24, color: accent }}
          >
            {siteName}
          </div>
        </div>
      </div>
    </div>
  );
}
