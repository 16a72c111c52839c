// The backend refuses `javascript:`, `data:` and other schemes on ingest; what the site renders drops them again,
// so an address that reached the data another way (an older row, another backend) never becomes a link or a src.
import { toArticle, toArticleSummary } from '@/lib/api/articleModel';
import { toColumn } from '@/lib/api/columns';
import { toSubject, toTimeline } from '@/lib/api/features';
import { toLivePage } from '@/lib/api/liveModel';
import { asUrl } from '@/lib/api/mapping';
import { toSiteConfig } from '@/lib/api/siteConfig';
import { toSitePage } from '@/lib/api/sitePages';
import { toAccount } from '@/lib/api/subscriptionModel';

jest.mock('@/lib/api/serverApi', () => ({ serverApi: {} }));
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }));

const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/x',
  'relative/path.jpg',
];

describe('addresses from the backend', () => {
  it.each(HOSTILE)('asUrl drops %j', (bad) => {
    expect(asUrl(bad)).toBe('');
  });

  it('asUrl keeps http(s) and site paths', () => {
    expect(asUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(asUrl('http://example.com/b.jpg')).toBe('http://example.com/b.jpg');
    expect(asUrl('/demo/c.svg')).toBe('/demo/c.svg');
    expect(asUrl('//cdn.example.com/d.jpg')).toBe('https://cdn.example.com/d.jpg');
    expect(asUrl(42)).toBe('');
  });

  it.each(HOSTILE)('an article drops %j from every picture, video and link', (bad) => {
    const raw = {
      fileId: 7,
      columnID: 3,
      articleType: 4,
      picSmall: bad,
      picMiddle: bad,
      picBig: bad,
      pic_list: [bad, '/ok.jpg'],
      pic_list_title: ['坏', '好'],
      linkUrl: bad,
      sharePicUrl: bad,
      config: { videos: [{ videoUrl: bad, appPlaybackUrl: bad, url: bad, poster: bad }] },
    };
    expect(toArticleSummary(raw)).toMatchObject({
      image: '/ok.jpg',
      images: ['/ok.jpg'],
      href: '/linkDetail/7.html',
      external: false,
    });
    expect(toArticle(raw)).toMatchObject({
      picSmall: '',
      picMiddle: '',
      picBig: '',
      pictures: [{ src: '/ok.jpg', caption: '好' }],
      linkUrl: '',
      sharePicUrl: '',
      videos: [],
    });
  });

  it.each(HOSTILE)('site config, columns, topics, pages, accounts and lives drop %j', (bad) => {
    expect(
      toSiteConfig({ padLogo: bad, _p_wap: { paperUrl: bad }, stats: { recordUrl: bad } }),
    ).toMatchObject({
      padLogo: '',
      paperUrl: '',
      stats: { recordUrl: '' },
      downloadLinks: { android: '', ios: '' },
    });
    expect(toColumn({ columnId: 1, icon: bad })?.icon).toBe('');
    expect(toSubject({ subjectId: 1, banner: bad }, {}).banner).toBe('');
    expect(toTimeline({ id: 1, banner: bad }).banner).toBe('');
    expect(toSitePage({ id: 1, image: bad })?.image).toBe('');
    expect(toAccount({ xyID: 1, name: '号', icon: bad })?.icon).toBe('');
    expect(toLivePage({ main: { fileId: 7, articleType: 6, picBig: bad }, list: [] })?.live.picBig).toBe('');
  });
});
