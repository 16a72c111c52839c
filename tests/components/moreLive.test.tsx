import type { ReactElement } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { resolveServerTree } from './serverTree';
import { server } from './server';
import { prepareListIsland } from './listIsland';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { getColumnLives, getComingLives } from '@/lib/api/live';
import type { Live } from '@/lib/api/liveModel';
import { MoreLiveScreen } from '@/components/live/MoreLiveScreen';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getTimeZone: async () => 'Asia/Shanghai',
  getMessages: async () => cn,
  getLocale: async () => 'cn',
}));
jest.mock('@/lib/api/live', () => ({ getColumnLives: jest.fn(), getComingLives: jest.fn() }));

const API = 'http://localhost/api/main';

const summary = (fileId: number, title: string, liveStatus: number): ArticleSummary => ({
  fileId,
  columnId: 14,
  articleType: 6,
  title,
  abstract: '',
  source: '',
  publishtime: 0,
  picType: 2,
  image: '/demo/stadium.svg',
  images: [],
  liveStatus,
  href: `/liveDetail/${fileId}.html`,
  external: false,
});
const announced = (fileId: number, title: string, startTime: number): Live => ({
  ...summary(fileId, title, 0),
  status: 0,
  startTime,
  liveUrl: '',
  playbackUrl: '',
  poster: '',
  picBig: '',
  shareClosed: false,
});

beforeAll(prepareListIsland);

async function show() {
  render((await resolveServerTree(await MoreLiveScreen())) as ReactElement);
  await act(() => Promise.resolve());
}

const sectionTitles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the list of lives (/moreLive.html)', () => {
  it('shows the lives on now, then the announced ones with their start, then the replays; more at 20', async () => {
    jest.mocked(getColumnLives).mockResolvedValue({
      now: [summary(1, '直播｜临江马拉松鸣枪开跑', 1)],
      replays: [summary(2, '直播｜非遗市集开市', 2)],
    });
    jest.mocked(getComingLives).mockResolvedValue({
      list: [announced(3, '直播｜防汛发布会', Date.parse('2030-05-01T09:30:00+08:00'))],
      hasMore: true,
      page: 1,
    });
    const asked: string[] = [];
    server.use(
      http.get(`${API}/liveComing`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('page')}/${query.get('pageSize')}`);
        const next = { ...announced(4, '直播｜灯会', 0), config: {} };
        return HttpResponse.json({ status: 0, message: '', data: { list: [next], hasMore: false, page: 2 } });
      }),
    );
    await show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('更多直播');
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      '正在直播',
      '直播预告',
      '直播回放',
    ]);
    const [now, coming, replays] = sections as [HTMLElement, HTMLElement, HTMLElement];
    expect(sectionTitles(now)).toEqual(['直播中直播｜临江马拉松鸣枪开跑']);
    expect(within(now).getByRole('link')).toHaveAttribute('href', '/liveDetail/1.html');
    expect(sectionTitles(replays)).toEqual(['回放直播｜非遗市集开市']);
    expect(sectionTitles(coming)).toEqual(['预告直播｜防汛发布会5/1 09:30 开始']);

    fireEvent.click(within(coming).getByRole('button', { name: '加载更多' }));
    expect(await within(coming).findByText('没有更多了')).toBeInTheDocument();
    expect(sectionTitles(coming)).toEqual(['预告直播｜防汛发布会5/1 09:30 开始', '预告直播｜灯会']);
    expect(asked).toEqual(['2/20']);
  });

  it('says 暂无直播 when there is none', async () => {
    jest.mocked(getColumnLives).mockResolvedValue({ now: [], replays: [] });
    jest.mocked(getComingLives).mockResolvedValue({ list: [], hasMore: false, page: 1 });
    await show();
    expect(screen.getByText('暂无直播')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
