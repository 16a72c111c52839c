import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import cn from '@/messages/cn.json';
import { pickMessages } from '@/lib/i18n/messages';
import { IslandMessagesProvider } from '@/components/shell/IslandMessagesProvider.island';
import { server } from './server';
import { prepareListIsland } from './listIsland';
import { MoreArticles } from '@/components/column/MoreArticles.island';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

/** What the server hands the island, inside the messages ArticleList picks for it (and no other provider). */
const island = (props: {
  firstPageHasMore: boolean;
  refreshable?: boolean;
  params: { columnId: number };
  shown?: number[];
}) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <IslandMessagesProvider messages={pickMessages(cn, ['list', 'empty', 'time'])}>
      <MoreArticles
        timeZone="Asia/Shanghai"
        labels={{ loadMore: cn.list.loadMore, noMore: cn.empty.noMore }}
        operation="getArticlesNew"
        layout="right"
        timeStyle={1}
        {...props}
      />
    </IslandMessagesProvider>
  </SWRConfig>
);

/** An observer that reports its target in view as soon as it watches it, as for a button already on screen. */
function everythingInView() {
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
}

const asked: string[] = [];
beforeEach(async () => {
  await prepareListIsland();
  asked.length = 0;
  mockRefresh.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  server.use(
    http.get('http://localhost/api/main/getArticlesNew', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('page') ?? '');
      return HttpResponse.json({
        status: 0,
        message: '',
        data: { list: [{ fileId: 41, columnID: 1, articleType: 0, title: '第二页的稿件' }], hasMore: false },
      });
    }),
  );
});

describe('the end of a list before it is used', () => {
  it('draws the list’s own load-more button, and loads nothing while it is far from view', async () => {
    await act(async () => render(island({ firstPageHasMore: true, params: { columnId: 1 } })));
    expect(screen.getByRole('button', { name: '加载更多' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('draws the end line when the first page was the only one', () => {
    render(island({ firstPageHasMore: false, params: { columnId: 2 } }));
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the list’s code and its next page once the button comes near the viewport', async () => {
    everythingInView();
    render(island({ firstPageHasMore: true, params: { columnId: 3 } }));
    expect(await screen.findByRole('heading', { name: '第二页的稿件' })).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(asked).toEqual(['2']);
  });

  it('loads the list when the button is pressed', async () => {
    render(island({ firstPageHasMore: true, params: { columnId: 4 } }));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    // The list's own button replaces the island's; its observer never fires here, so it is pressed too.
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('heading', { name: '第二页的稿件' })).toBeInTheDocument();
  });
});

describe('stories the page already shows', () => {
  it('leaves out of the next pages a story drawn above, and a story an earlier page had', async () => {
    const pageTwo = [
      { fileId: 7, columnID: 1, articleType: 0, title: '轮播里的稿件' },
      { fileId: 42, columnID: 1, articleType: 0, title: '第二页新稿' },
      { fileId: 43, columnID: 1, articleType: 0, title: '第二页又一篇' },
    ];
    const pageThree = [
      { fileId: 43, columnID: 1, articleType: 0, title: '第二页又一篇' },
      { fileId: 44, columnID: 1, articleType: 0, title: '第三页的稿件' },
    ];
    server.use(
      http.get('http://localhost/api/main/getArticlesNew', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        const list = page === '2' ? pageTwo : pageThree;
        return HttpResponse.json({ status: 0, message: '', data: { list, hasMore: page === '2' } });
      }),
    );
    render(island({ firstPageHasMore: true, params: { columnId: 6 }, shown: [7, 8] }));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('heading', { name: '第二页新稿' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('heading', { name: '第三页的稿件' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      '第二页新稿',
      '第二页又一篇',
      '第三页的稿件',
    ]);
  });
});

describe('pull-to-refresh before its code has loaded', () => {
  const touch = (type: 'touchStart' | 'touchMove', y: number) =>
    fireEvent[type](window, { touches: [{ clientX: 100, clientY: y }] });

  it('holds the idle indicator in place, then counts the first pull made while its code loads', async () => {
    render(island({ firstPageHasMore: false, refreshable: true, params: { columnId: 5 } }));
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'idle');
    touch('touchStart', 100);
    for (let y = 130; y <= 400; y += 30) touch('touchMove', y);
    expect(await screen.findByText('释放刷新')).toBeInTheDocument();
    fireEvent.touchEnd(window, { touches: [] });
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });
});
