import type { ReactElement } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { render } from './render';
import { resolveServerTree } from './serverTree';
import { server } from './server';
import { prepareListIsland } from './listIsland';
import { signInHere } from './browserPage';
import type { Tipoff, TipoffPage } from '@/lib/api/tipoffModel';
import { TIPOFF_STATUS } from '@/lib/contract/tipoffs';
import { MyTipoffsScreen } from '@/components/tipoff/MyTipoffsScreen';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getTimeZone: async () => 'Asia/Shanghai',
  getMessages: async () => cn,
  getLocale: async () => 'cn',
}));

// The form above the list refreshes the page after a send; this test is about the list.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const API = 'http://localhost/api/main';

const tipoff = (id: number, extra: Partial<Tipoff> = {}): Tipoff => ({
  id,
  name: '王',
  content: `报料${id}`,
  pictures: [],
  videos: [],
  audios: [],
  status: TIPOFF_STATUS.pending,
  reason: '',
  publishTime: Date.parse('2026-06-01T02:30:00Z'),
  ...extra,
});

beforeAll(prepareListIsland);

async function show(firstPage: TipoffPage) {
  // A cache of its own per test: the pages loaded in one must not answer the next.
  const tree = (await resolveServerTree(await MyTipoffsScreen({ firstPage }))) as ReactElement;
  render(<SWRConfig value={{ provider: () => new Map() }}>{tree}</SWRConfig>);
  await act(() => Promise.resolve());
}

const mine = () =>
  within(screen.getByRole('heading', { name: '我的报料', level: 2 }).nextElementSibling as HTMLElement);

describe('我的报料 (/myTipoffs.html)', () => {
  it('lists the first 20 with their state and time, and the next page at 加载更多, each tip-off once', async () => {
    signInHere();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/myTipoffs`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('page') ?? '');
        // A tip-off sent meanwhile moved the first page's last one onto this page.
        const list = [tipoff(21), tipoff(1, { status: TIPOFF_STATUS.rejected, reason: '请补充位置' })];
        return HttpResponse.json({ status: 0, message: '', data: { list, hasMore: false, page: 2 } });
      }),
    );
    const firstPage = Array.from({ length: 20 }, (_, i) =>
      tipoff(21 - i + 1, i === 0 ? { status: TIPOFF_STATUS.approved } : {}),
    );
    await show({ list: firstPage, hasMore: true, page: 1 });
    const links = () => screen.getAllByRole('link', { name: /^报料\d+$/ });
    expect(links()).toHaveLength(20);
    expect(links()[0]).toHaveAttribute('href', '/tipoffDetail/22.html');
    const first = links()[0]!.closest('li') as HTMLElement;
    expect(within(first).getByText('已通过')).toBeInTheDocument();
    expect(within(first).getByText('2026年6月1日 10:30')).toHaveAttribute(
      'datetime',
      '2026-06-01T02:30:00.000Z',
    );

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(asked).toEqual(['2']);
    expect(links().map((link) => link.textContent)).toEqual([
      ...firstPage.map((each) => each.content),
      '报料1',
    ]);
    expect(within(links()[20]!.closest('li') as HTMLElement).getByText('未通过')).toBeInTheDocument();
    expect(mine().getAllByRole('listitem')).toHaveLength(21);
  });

  it('says 加载失败，点击重试 when the next page fails, and loads it at the tap', async () => {
    signInHere();
    let answers = 0;
    server.use(
      http.get(`${API}/myTipoffs`, () => {
        answers += 1;
        if (answers === 1) return HttpResponse.json({ status: -1, message: '服务繁忙', data: null });
        return HttpResponse.json({
          status: 0,
          message: '',
          data: { list: [tipoff(1)], hasMore: false, page: 2 },
        });
      }),
    );
    await show({ list: [tipoff(2)], hasMore: true, page: 1 });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '报料1' })).toHaveAttribute('href', '/tipoffDetail/1.html');
  });

  it('says 还没有报料 when there is none', async () => {
    await show({ list: [], hasMore: false, page: 1 });
    expect(screen.getByText('还没有报料')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });
});
