import { screen, within } from '@testing-library/react';
import { render } from './render';
import { resolveServerTree } from './serverTree';
import type { LivePage } from '@/lib/api/liveModel';
import { ApiError } from '@/lib/api/apiError';
import { getLivePage } from '@/lib/api/live';
import { requireSiteConfig, type SiteConfig } from '@/lib/api/siteConfig';
import { LiveScreen } from '@/components/live/LiveScreen';
import { liveFeedFor } from '@/lib/live/liveFeed';
import { act } from 'react';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getLocale: async () => 'cn',
  getTimeZone: async () => 'Asia/Shanghai',
  getMessages: async () => cn,
}));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ refresh: jest.fn() }),
}));
jest.mock('@/lib/api/live', () => ({ getLivePage: jest.fn() }));
jest.mock('@/lib/api/siteConfig', () => ({ requireSiteConfig: jest.fn() }));
// The comment section has tests of its own (commentSection.test.tsx).
jest.mock('@/lib/api/comments', () => ({ getCommentSection: async () => null, commentsOpen: () => true }));
jest.mock('@/lib/config/siteOrigin', () => ({
  absoluteUrl: async (path: string) => `https://news.example.cn${path}`,
}));
jest.mock('@/components/article/ArticleReaderEvents.island', () => ({
  ArticleReaderEvents: ({ fileId }: { fileId: number }) => <span data-testid="read-event">{fileId}</span>,
}));

const NOW = Date.now();

const live: LivePage['live'] = {
  fileId: 9,
  columnId: 14,
  articleType: 6,
  title: '直播｜临江马拉松鸣枪开跑',
  abstract: '三万名跑友从体育中心出发',
  source: '临江广播电视台',
  publishtime: NOW - 30 * 60_000,
  picType: 2,
  image: '/demo/stadium.svg',
  images: ['/demo/stadium.svg'],
  liveStatus: 1,
  href: '/liveDetail/9.html',
  external: false,
  status: 1,
  startTime: Date.parse('2030-05-01T09:30:00+08:00'),
  liveUrl: '/demo/live.mp4',
  playbackUrl: '',
  poster: '/demo/stadium.svg',
  picBig: '/demo/stadium.svg',
  shareClosed: false,
};

const report = (reportId: number, minutesAgo: number, extra: Partial<LivePage['reports'][number]> = {}) => ({
  reportId,
  content: `第${reportId}条报道`,
  pictures: [],
  reporter: '马骁',
  time: NOW - minutesAgo * 60_000,
  ...extra,
});

const page = (over: Partial<LivePage> = {}): LivePage => ({
  live,
  reports: [
    report(2, 5, { pictures: [{ src: '/demo/skyline.svg', width: 750, height: 422 }] }),
    report(1, 20, { content: '第一段\n第二段' }),
  ],
  hasMore: false,
  countClick: 53_417,
  ...over,
});

const config = {
  siteName: '临江日报',
  timeStyle: 1,
  stats: { tenantCode: '', appKey: '', recordUrl: '', sm2PublicKey: '' },
  liveSocket: { serverUrl: '', token: '' },
};

async function show(params: Record<string, string>) {
  const screenTree = await resolveServerTree(await LiveScreen({ searchParams: Promise.resolve(params) }));
  return render(<>{screenTree}</>);
}

beforeEach(() => {
  jest.mocked(requireSiteConfig).mockResolvedValue(config as unknown as SiteConfig);
  jest.mocked(getLivePage).mockReset();
});

describe('the live screen', () => {
  it('plays the stream of a live now, its title prefixed 直播中, with how often it was opened', async () => {
    jest.mocked(getLivePage).mockResolvedValue(page());
    const { container } = await show({ id: '9' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('直播中直播｜临江马拉松鸣枪开跑');
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('poster', '/demo/stadium.svg');
    expect(video).toHaveAttribute('playsinline');
    expect(video?.getAttribute('src')).toBe('/demo/live.mp4');
    expect(screen.getByText('5w+人看过')).toBeInTheDocument();
    expect(screen.getByText('30分钟前')).toBeInTheDocument();
    expect(screen.getByTestId('read-event')).toHaveTextContent('9');
    expect(getLivePage).toHaveBeenCalledWith(9, 1);
  });

  it('describes itself to search engines as a LiveBlogPosting with its reports as updates', async () => {
    jest.mocked(getLivePage).mockResolvedValue(page());
    const { container } = await show({ id: '9' });
    const script = container.querySelector('script[type="application/ld+json"]');
    const json = JSON.parse(script?.textContent ?? '{}');
    expect(json).toMatchObject({
      '@type': 'LiveBlogPosting',
      headline: '直播｜临江马拉松鸣枪开跑',
      url: 'https://news.example.cn/liveDetail/9.html',
      coverageStartTime: new Date(live.startTime).toISOString(),
      publisher: { name: '临江日报' },
    });
    expect(json).not.toHaveProperty('coverageEndTime');
    expect(json.liveBlogUpdate.map((update: { articleBody: string }) => update.articleBody)).toEqual([
      '第2条报道',
      '第一段 第二段',
    ]);
  });

  it('lists the reports newest first with their time, reporter, text and sized lazy pictures', async () => {
    jest.mocked(getLivePage).mockResolvedValue(page());
    await show({ id: '9' });
    const reports = within(screen.getByRole('region', { name: '直播报道' })).getAllByRole('listitem');
    expect(reports).toHaveLength(2);
    expect(reports[0]).toHaveTextContent('5分钟前马骁第2条报道');
    expect(within(reports[1]!).getByText('第二段').tagName).toBe('P');
    const picture = reports[0]!.querySelector('img');
    expect(picture).toHaveAttribute('src', '/demo/skyline.svg');
    expect(picture).toHaveAttribute('width', '750');
    expect(picture).toHaveAttribute('height', '422');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('links to one more page of reports while there are more, showing every page asked for', async () => {
    jest
      .mocked(getLivePage)
      .mockImplementation(async (_id, number) =>
        page({ reports: [report(10 - number, number)], hasMore: number < 3 }),
      );
    await show({ linkID: '14', id: '9', page: '2', theme: 'dark' });
    expect(getLivePage).toHaveBeenCalledWith(9, 2);
    expect(screen.getAllByText(/^第\d条报道$/).map((node) => node.textContent)).toEqual([
      '第9条报道',
      '第8条报道',
    ]);
    expect(screen.getByRole('link', { name: '加载更多' })).toHaveAttribute(
      'href',
      '/liveDetail/14/9.html?theme=dark&page=3',
    );
  });

  it('shows each report once and stops at the last page there is, however the pages were cached', async () => {
    // Page 2 was cached before a report arrived, so its first report is page 1's last; page 3 is the end.
    const pages = [
      [report(5, 1), report(4, 2)],
      [report(4, 2), report(3, 3)],
      [report(2, 4)],
      [report(1, 5)],
    ];
    jest
      .mocked(getLivePage)
      .mockImplementation(async (_id, number) =>
        page({ reports: pages[number - 1] ?? [], hasMore: number < 3 }),
      );
    await show({ id: '9', page: '4' });
    expect(screen.getAllByText(/^第\d条报道$/).map((node) => node.textContent)).toEqual([
      '第5条报道',
      '第4条报道',
      '第3条报道',
      '第2条报道',
    ]);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('says 还没有内容 for a live without reports', async () => {
    jest.mocked(getLivePage).mockResolvedValue(page({ reports: [] }));
    await show({ id: '9' });
    expect(screen.getByText('还没有内容')).toBeInTheDocument();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('shows the poster and why there is nothing to play', async () => {
    jest.mocked(getLivePage).mockResolvedValue(page({ live: { ...live, status: 0 } }));
    const { container, unmount } = await show({ id: '9' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^预告/);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('直播尚未开始5/1 09:30 开始');
    unmount();

    jest.mocked(getLivePage).mockResolvedValue(page({ live: { ...live, status: 2, playbackUrl: '' } }));
    await show({ id: '9' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^已结束/);
    expect(screen.getByRole('status')).toHaveTextContent('直播已结束');
  });

  it('plays the replay of an ended live under 回放', async () => {
    jest
      .mocked(getLivePage)
      .mockResolvedValue(page({ live: { ...live, status: 2, playbackUrl: '/demo/replay.mp4' } }));
    const { container } = await show({ id: '9' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^回放/);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/demo/replay.mp4');
  });

  it('is not found for an unknown live or a malformed id', async () => {
    jest.mocked(getLivePage).mockResolvedValue(null);
    await expect(LiveScreen({ searchParams: Promise.resolve({ id: '404' }) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    await expect(LiveScreen({ searchParams: Promise.resolve({ id: 'x' }) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });

  it('fails to the route error screen when the backend cannot be reached', async () => {
    const unreachable = new ApiError('liveView', 'network');
    jest.mocked(getLivePage).mockRejectedValue(unreachable);
    await expect(LiveScreen({ searchParams: Promise.resolve({ id: '9' }) })).rejects.toBe(unreachable);
  });

  it('shows what the live feed hears after the page was drawn: the new state, a new and an edited report', async () => {
    jest.mocked(getLivePage).mockResolvedValue(page());
    await show({ id: '9' });
    const feed = liveFeedFor(live.fileId);
    act(() => {
      feed.setLive({ ...live, status: 2, playbackUrl: '/demo/hls/riverside/index.m3u8' });
      feed.putReports([
        report(3, 0, { content: '刚到的报道' }),
        report(1, 20, { content: '第一段（更正）' }),
      ]);
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`回放${live.title}`);
    const items = within(screen.getByRole('region', { name: '直播报道' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('刚到的报道'),
      expect.stringContaining('第一段（更正）'),
      expect.stringContaining('第2条报道'),
    ]);
  });

  it('tells a reader scrolled below the reports how many came, and leads up to them', async () => {
    jest.mocked(getLivePage).mockResolvedValue(page({ live: { ...live, fileId: 10 } }));
    await show({ id: '10' });
    const below = jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: -800 } as DOMRect);
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      act(() => liveFeedFor(10).putReports([report(7, 0), report(8, 0)]));
      const pill = screen.getByRole('button', { name: '2条新报道' });
      act(() => pill.click());
      expect(scrollIntoView).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: /新报道/ })).toBeNull();
    } finally {
      below.mockRestore();
    }
  });
});
