import type { ReactElement } from 'react';
import type { Article } from '@/lib/api/articleModel';
import type { ShareCardProps } from '@/components/share/ShareCard';

// What the route decides around the drawing: statuses and cache headers. The drawing itself (next/og, whose
// compiled ESM jest cannot load) is checked on the real site by tests/e2e/sharing.spec.ts, down to the PNG's size.
const drawn: ShareCardProps[] = [];
jest.mock('next/og', () => ({
  ImageResponse: class {
    constructor(element: ReactElement<ShareCardProps>) {
      drawn.push(element.props);
    }
    arrayBuffer = async () => new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer;
  },
}));
jest.mock('next/cache', () => ({ unstable_cache: <T,>(load: T) => load }));
jest.mock('next/server', () => ({ connection: async () => undefined }));
const getArticle = jest.fn<Promise<Partial<Article> | null>, [number]>();
jest.mock('@/lib/api/articles', () => ({ getArticle: (fileId: number) => getArticle(fileId) }));
const loadSiteConfig = jest.fn();
jest.mock('@/lib/api/siteConfig', () => ({ loadSiteConfig: () => loadSiteConfig() }));

import { GET } from '@/app/shareCard/[card]/route';

const shareCardResponse = (card: string) =>
  GET(new Request(`http://localhost/shareCard/${card}`), { params: Promise.resolve({ card }) });

const article = {
  fileId: 42,
  title: '临江大桥今日通车',
  picBig: 'http://127.0.0.1:9/unreachable.png',
  picMiddle: '',
  image: '',
  pictures: [],
};
const config = { siteName: '临江新闻', padLogo: '/demo/logo.svg', padColor: '#c8161d' };

let logged: jest.SpyInstance;
beforeEach(() => {
  drawn.length = 0;
  getArticle.mockReset();
  loadSiteConfig.mockReset().mockResolvedValue(config);
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('the share card route', () => {
  it('answers a card of a published article as a PNG a CDN may keep', async () => {
    getArticle.mockResolvedValue({ ...article, picBig: '/demo/skyline.svg' });
    const response = await shareCardResponse('42-square.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(getArticle).toHaveBeenCalledWith(42);
    expect(drawn[0]).toMatchObject({ shape: 'square', title: '临江大桥今日通车', siteName: '临江新闻' });
    expect(drawn[0]?.picture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(drawn[0]?.logo).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('answers 404, shared briefly, for another name or an article that is not published', async () => {
    const other = await shareCardResponse('42.jpg');
    expect(other.status).toBe(404);
    getArticle.mockResolvedValue(null);
    const missing = await shareCardResponse('42.png');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cdn-cache-control')).toBe('max-age=10');
    expect(drawn).toEqual([]);
  });

  it('answers 503 that no cache keeps when the backend fails', async () => {
    getArticle.mockRejectedValue(new Error('backend down'));
    const failed = await shareCardResponse('42.png');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(failed.headers.get('retry-after')).toBe('10');
    getArticle.mockResolvedValue(article);
    loadSiteConfig.mockResolvedValue(null);
    expect((await shareCardResponse('42.png')).headers.get('cache-control')).toBe('no-store');
  });

  it('draws the card without a picture it cannot get now, and lets no cache keep that one', async () => {
    getArticle.mockResolvedValue(article);
    const response = await shareCardResponse('42.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(drawn.at(-1)).toMatchObject({ shape: 'wide', picture: null });
  });
});
