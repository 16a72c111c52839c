import {
  isRasterPicture,
  parseShareCard,
  shareCardImages,
  shareCardPath,
  shareCardVersion,
} from '@/lib/seo/shareCard';
import { cardFonts, drawableTexts, parseUnicodeRange } from '@/lib/seo/shareCardFonts';
import { cardPicture } from '@/lib/seo/shareCardPicture';

describe('share card addresses', () => {
  it('reads back the article and shape of its own paths, and nothing else', () => {
    expect(shareCardPath(42, 'wide')).toBe('/shareCard/42.png');
    expect(shareCardPath(42, 'square')).toBe('/shareCard/42-square.png');
    expect(parseShareCard('42.png')).toEqual({ fileId: 42, shape: 'wide' });
    expect(parseShareCard('42-square.png')).toEqual({ fileId: 42, shape: 'square' });
    for (const name of [
      '0.png',
      '042.png',
      '42.jpg',
      '42-round.png',
      '12345678901.png',
      'x.png',
      '42.png/',
    ]) {
      expect(parseShareCard(name)).toBeNull();
    }
  });

  it('gives both cards their sizes and a version that changes with what they show', () => {
    const version = shareCardVersion(['标题', '/demo/a.svg', '/demo/logo.svg', '临江新闻']);
    expect(version).toMatch(/^[0-9a-z]+$/);
    expect(shareCardVersion(['标题', '/demo/a.svg', '/demo/logo.svg', '临江新闻'])).toBe(version);
    expect(shareCardVersion(['新标题', '/demo/a.svg', '/demo/logo.svg', '临江新闻'])).not.toBe(version);
    expect(shareCardImages('https://news.example.cn/wap', 7, version)).toEqual([
      {
        url: `https://news.example.cn/wap/shareCard/7.png?v=${version}`,
        width: 1200,
        height: 630,
        type: 'image/png',
      },
      {
        url: `https://news.example.cn/wap/shareCard/7-square.png?v=${version}`,
        width: 600,
        height: 600,
        type: 'image/png',
      },
    ]);
  });

  it('tells raster pictures from SVG', () => {
    expect(isRasterPicture('https://img.example.cn/a.jpg')).toBe(true);
    expect(isRasterPicture('https://img.example.cn/image?id=9')).toBe(true);
    expect(isRasterPicture('/demo/skyline.svg')).toBe(false);
    expect(isRasterPicture('https://img.example.cn/a.SVG?x=1')).toBe(false);
    expect(isRasterPicture('data:image/svg+xml;base64,PHN2Zy8+')).toBe(false);
    expect(isRasterPicture('')).toBe(false);
  });
});

describe('share card fonts (Noto Sans SC slices)', () => {
  it('reads unicode ranges', () => {
    expect(parseUnicodeRange('U+4e00-4e0f, U+3000,U+ff01-ff02')).toEqual([
      [0x4e00, 0x4e0f],
      [0x3000, 0x3000],
      [0xff01, 0xff02],
    ]);
  });

  it('leaves out of the text what the font cannot draw (next/og would fetch a font for it)', async () => {
    const [title, site] = await drawableTexts(['临江大桥 🚀 今日通车 བོད 2026', ' 临江新闻 ']);
    expect(title).toBe('临江大桥 今日通车 2026');
    expect(site).toBe('临江新闻');
  });

  it('loads the WOFF slices the text needs, in both weights, each under a name of its own', async () => {
    const fonts = await cardFonts('临江大桥今日通车 ABC');
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    expect(fonts.length % 2).toBe(0);
    for (const font of fonts) expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
    expect(new Set(fonts.map((font) => `${font.name} ${font.weight}`)).size).toBe(fonts.length);
    expect(new Set(fonts.map((font) => font.weight))).toEqual(new Set([400, 700]));
    expect(fonts.map((font) => font.name)).toContain('card-latin');
  });
});

describe('share card pictures', () => {
  it('reads the site’s own pictures from public/, below the base path too, and nothing outside it', async () => {
    expect(await cardPicture('/demo/logo.svg', '')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await cardPicture('/wap/demo/logo.svg?v=2', '/wap')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await cardPicture('/../package.json', '')).toBeNull();
    expect(await cardPicture('/%2e%2e/package.json', '')).toBeNull();
    expect(await cardPicture('/demo/missing.png', '')).toBeNull();
    expect(await cardPicture('javascript:alert(1)', '')).toBeNull();
    expect(await cardPicture('', '')).toBeNull();
  });
});
