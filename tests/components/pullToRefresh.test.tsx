import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from './server';
import { render } from './render';
import { prepareListIsland } from './listIsland';
import { LoadMoreArticles } from '@/components/column/LoadMoreArticles.island';
import { PULL_THRESHOLD, PullToRefresh } from '@/components/column/PullToRefresh.island';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const touch = (type: 'touchStart' | 'touchMove', x: number, y: number) =>
  fireEvent[type](window, { touches: [{ clientX: x, clientY: y }] });
/** A finger from the top of the screen down by `distance` pixels; `lift` lets go. */
function pull(distance: number, { lift = true, across = 0 } = {}) {
  touch('touchStart', 100, 100);
  touch('touchMove', 100 + across / 2, 100 + distance / 2);
  touch('touchMove', 100 + across, 100 + distance);
  if (lift) fireEvent.touchEnd(window, { touches: [] });
}
/** The finger travel that brings the indicator exactly to the threshold (it moves half as far). */
const enough = PULL_THRESHOLD * 2;

const status = () => screen.getByRole('status');

beforeAll(prepareListIsland);

beforeEach(() => {
  mockRefresh.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('pull-to-refresh', () => {
  it('says 下拉刷新 while pulled, 释放刷新 past the threshold, 刷新中... until the refresh is done', async () => {
    let finish = () => {};
    const reloadPages = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<PullToRefresh reloadPages={reloadPages} />);
    expect(status()).toHaveTextContent('');

    pull(enough / 2, { lift: false });
    expect(status()).toHaveTextContent('下拉刷新');
    touch('touchMove', 100, 100 + enough);
    expect(status()).toHaveTextContent('释放刷新');
    fireEvent.touchEnd(window, { touches: [] });

    expect(status()).toHaveTextContent('刷新中...');
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(reloadPages).toHaveBeenCalledTimes(1);
    pull(enough);
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(status()).toHaveTextContent(''));
  });

  it('lets go short of the threshold without refreshing', () => {
    render(<PullToRefresh reloadPages={jest.fn(async () => {})} />);
    pull(enough - 4);
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
  });

  it('leaves scrolling, swipes across and scrolls up alone', () => {
    render(<PullToRefresh reloadPages={jest.fn(async () => {})} />);
    pull(enough * 2, { across: enough * 3 });
    pull(-enough);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    pull(enough * 2);
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
  });

  it('cancels when the system takes the touch', () => {
    render(<PullToRefresh reloadPages={jest.fn(async () => {})} />);
    pull(enough, { lift: false });
    fireEvent.touchCancel(window, { touches: [] });
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
  });

  it('only listens, never holding up the scroll', () => {
    const listen = jest.spyOn(window, 'addEventListener');
    render(<PullToRefresh reloadPages={jest.fn(async () => {})} />);
    const touches = listen.mock.calls.filter(([type]) => String(type).startsWith('touch'));
    expect(touches.map(([type]) => type).sort()).toEqual([
      'touchcancel',
      'touchend',
      'touchmove',
      'touchstart',
    ]);
    for (const [, , options] of touches) expect(options).toEqual({ passive: true });
    listen.mockRestore();
  });
});

describe('a refreshable list', () => {
  it('renders the page anew and reloads the pages it had loaded', async () => {
    const asked: string[] = [];
    server.use(
      http.get('http://localhost/api/main/getArticlesNew', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('page') ?? '');
        return HttpResponse.json({
          status: 0,
          message: '',
          data: {
            list: [
              { fileId: 40 + asked.length, columnID: 1, articleType: 0, title: `第${asked.length}次加载` },
            ],
            hasMore: false,
          },
        });
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LoadMoreArticles
          timeZone="Asia/Shanghai"
          operation="getArticlesNew"
          params={{ columnId: 1 }}
          firstPageHasMore
          layout="right"
          timeStyle={1}
          refreshable
        />
      </SWRConfig>,
    );
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('heading', { name: '第1次加载' })).toBeInTheDocument();

    await act(async () => pull(enough));
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: '第2次加载' })).toBeInTheDocument();
    expect(asked).toEqual(['2', '2']);
    await waitFor(() => expect(status()).toHaveTextContent(''));
  });

  it('is not offered unless asked for', async () => {
    // The list settles (SWR reads its zero extra pages) before the check.
    await act(async () => {
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <LoadMoreArticles
            timeZone="Asia/Shanghai"
            operation="getArticlesNew"
            params={{ columnId: 1 }}
            firstPageHasMore={false}
            layout="right"
            timeStyle={1}
          />
        </SWRConfig>,
      );
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
