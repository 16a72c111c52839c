import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { resolveServerTree } from './serverTree';
import { server } from './server';
import { prepareListIsland } from './listIsland';
import { signInHere } from './browserPage';
import type { AccountListing } from '@/lib/api/subscriptions';
import type { Account, FavoriteArticle } from '@/lib/api/subscriptionModel';
import { loadPage } from '@/lib/auth/loadPage';
import { clearTokens } from '@/lib/auth/tokenWrites';
import { TOAST_EVENT } from '@/lib/shellEvents';
import { AccountDirectory } from '@/components/account/AccountDirectory';
import { MySubscriptions } from '@/components/account/MySubscriptions';
import { FavoriteButton } from '@/components/article/FavoriteButton.island';
import { FavoritesScreen } from '@/components/member/FavoritesScreen';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getTimeZone: async () => 'Asia/Shanghai',
  getMessages: async () => cn,
  getLocale: async () => 'cn',
}));
jest.mock('@/lib/auth/loadPage', () => ({ loadPage: jest.fn() }));

const API = 'http://localhost/api/main';
const ok = (data: unknown, message = '') => HttpResponse.json({ status: 0, message, data });
const refused = (message: string) => HttpResponse.json({ status: -1, message, data: null });

const account = (xyID: number, extra: Partial<Account> = {}): Account => ({
  xyID,
  name: `号${xyID}`,
  icon: '',
  intro: '',
  catID: 3,
  subCount: 7,
  articleCount: 3,
  subscribed: false,
  subTime: 0,
  ...extra,
});
const news = account(11, {
  name: '临江发布',
  icon: 'https://img.example.cn/xy/11.png',
  intro: '临江市政府新闻办公室',
  subCount: 1200,
  articleCount: 45,
  subscribed: true,
});
const categories = [
  { catID: 3, name: '政务', parentID: 0, childCount: 1 },
  { catID: 4, name: '媒体', parentID: 0, childCount: 0 },
];
const children = [{ catID: 31, name: '市级', parentID: 3, childCount: 0 }];

function listing(signedIn: boolean, list: Account[] = [news, account(12)]): AccountListing {
  return {
    directory: { categories, top: categories[0]!, children, selected: categories[0]! },
    accounts: { list, hasMore: true, page: 1 },
    signedIn,
  };
}

/** Forms the backend received, by operation, with the token they carried. */
const sent: { name: string; form: Record<string, string>; token: string | null }[] = [];
function recordPost(name: string, reply: (form: Record<string, string>) => Response) {
  server.use(
    http.post(`${API}/${name}`, async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push({ name, form, token: request.headers.get('token') });
      return reply(form);
    }),
  );
}

const toasts: string[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<{ text: string }>).detail.text);

beforeAll(prepareListIsland);
beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
});
afterEach(() => {
  window.removeEventListener(TOAST_EVENT, onToast);
  clearTokens(localStorage, ['security', 'refresh', 'member']);
  jest.mocked(loadPage).mockClear();
});

/** Renders a server-rendered screen and lets its lists' SWR settle (it reads its cache once on mount). */
async function show(screenUi: Promise<ReactElement>) {
  render((await resolveServerTree(await screenUi)) as ReactElement);
  await act(() => Promise.resolve());
}

const rowOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('订阅号', () => {
  it('shows the categories, the selected one’s children and its accounts with their counts', async () => {
    await show(AccountDirectory({ listing: listing(true), recommended: [], path: '/subscriptionList.html' }));
    expect(screen.getByRole('heading', { level: 1, name: '订阅号' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: '订阅号分类' }));
    expect(tabs.getByRole('link', { name: '政务' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: '媒体' })).toHaveAttribute('href', '/subscriptionList/4.html');
    const second = within(screen.getByRole('navigation', { name: '子分类' }));
    expect(second.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    expect(second.getByRole('link', { name: '市级' })).toHaveAttribute('href', '/subscriptionList/31.html');

    const row = within(rowOf('临江发布'));
    expect(row.getByText('临江市政府新闻办公室')).toBeInTheDocument();
    expect(row.getByText('1k+人订阅')).toBeInTheDocument();
    expect(row.getByText('45篇稿件')).toBeInTheDocument();
    expect(rowOf('临江发布').querySelector('img')).toHaveAttribute('src', 'https://img.example.cn/xy/11.png');
    expect(row.getByRole('button', { name: '已订阅' })).toHaveAttribute('aria-pressed', 'true');
    // No icon: the name's first character stands in.
    expect(within(rowOf('号12')).getByText('号')).toBeInTheDocument();
  });

  it('subscribes at once, then shows the backend’s count', async () => {
    signInHere();
    recordPost('topicSub', (form) => ok({ xyID: Number(form.xyID), isSub: 1, subCount: 9 }, '订阅成功'));
    await show(AccountDirectory({ listing: listing(true), recommended: [], path: '/subscriptionList.html' }));
    const row = within(rowOf('号12'));
    fireEvent.click(row.getByRole('button', { name: '订阅' }));
    expect(row.getByRole('button', { name: '已订阅' })).toHaveAttribute('aria-pressed', 'true');
    expect(row.getByText('8人订阅')).toBeInTheDocument();
    expect(await row.findByText('9人订阅')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'topicSub', form: expect.objectContaining({ xyID: '12' }), token: 'member-access' },
    ]);
  });

  it('takes an unsubscription back, with the reason in the reader’s language, when the backend refuses', async () => {
    signInHere();
    recordPost('topicSubCancel', () => refused('订阅号不存在'));
    await show(AccountDirectory({ listing: listing(true), recommended: [], path: '/subscriptionList.html' }));
    const row = within(rowOf('临江发布'));
    fireEvent.click(row.getByRole('button', { name: '已订阅' }));
    expect(row.getByRole('button', { name: '订阅' })).toHaveAttribute('aria-pressed', 'false');
    expect(await row.findByRole('button', { name: '已订阅' })).toBeEnabled();
    expect(row.getByText('1k+人订阅')).toBeInTheDocument();
    expect(toasts).toEqual(['订阅号不存在']);
  });

  it('sends a signed-out reader to login and back to this category', async () => {
    await show(
      AccountDirectory({ listing: listing(false), recommended: [], path: '/subscriptionList/3.html' }),
    );
    expect(within(rowOf('号12')).getByRole('link', { name: '订阅' })).toHaveAttribute(
      'href',
      '/login.html?redirect=%2FsubscriptionList%2F3.html',
    );
    expect(screen.queryByRole('button', { name: /订阅/ })).not.toBeInTheDocument();
  });

  it('loads the next page at the more button, then says there is no more', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/getCatXys`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('catID')}/${query.get('page')}/${query.get('pageSize')}`);
        // 12 moved onto page 2 meanwhile: it is shown once.
        return ok({
          xys: [
            { xyID: 12, name: '号12' },
            { xyID: 13, name: '号13' },
          ],
          hasMore: false,
          page: 2,
        });
      }),
    );
    // Its own category: SWR keeps each list's pages for the page's life, so no other test shares them.
    const media = listing(false);
    media.directory = { ...media.directory, top: categories[1]!, children: [], selected: categories[1]! };
    await show(AccountDirectory({ listing: media, recommended: [], path: '/subscriptionList/4.html' }));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '号13' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: '号12' })).toHaveLength(1);
    expect(asked).toEqual(['4/2/20']);
  });

  it('says 还没有内容 for a category without accounts', async () => {
    await show(
      AccountDirectory({ listing: listing(false, []), recommended: [], path: '/subscriptionList.html' }),
    );
    expect(screen.getByText('还没有内容')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(screen.queryByText('没有更多了')).not.toBeInTheDocument();
  });
});

describe('我的订阅', () => {
  it('lists the subscriptions with when they began, 取消订阅 on each, and the way to find more', async () => {
    signInHere();
    recordPost('topicSubCancel', () => ok({ xyID: 11, isSub: 0, subCount: 1199 }, '已取消订阅'));
    const mine = { ...news, subTime: Date.parse('2025-06-01T20:00:00Z') };
    await show(MySubscriptions({ firstPage: { list: [mine], hasMore: false, page: 1 } }));
    expect(screen.getByRole('heading', { level: 1, name: '我的订阅' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发现更多订阅号' })).toHaveAttribute(
      'href',
      '/subscriptionList.html',
    );
    const row = within(rowOf('临江发布'));
    expect(row.getByText('2025年6月2日订阅')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: '取消订阅' }));
    await waitFor(() => expect(row.getByRole('button', { name: '订阅' })).toBeEnabled());
    expect(sent.map((call) => [call.name, call.form.xyID])).toEqual([['topicSubCancel', '11']]);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('says how to find accounts when there are none', async () => {
    await show(MySubscriptions({ firstPage: { list: [], hasMore: false, page: 1 } }));
    expect(screen.getByText('还没有订阅，去发现感兴趣的订阅号吧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发现更多订阅号' })).toBeInTheDocument();
  });
});

describe('我的收藏', () => {
  const favorite: FavoriteArticle = {
    fileId: 40,
    columnId: 2,
    articleType: 0,
    title: '江上新桥通车',
    abstract: '',
    source: '临江日报',
    publishtime: 0,
    picType: 0,
    image: '',
    images: [],
    liveStatus: -1,
    href: '/newsDetail/2/40.html',
    external: false,
    favTime: Date.parse('2025-06-01T20:00:00Z'),
  };

  it('lists the articles with when each was added, and removes one (and adds it back)', async () => {
    signInHere();
    recordPost('fav', (form) => ok({ fileId: 40, faved: Number(form.type) }));
    await show(FavoritesScreen({ firstPage: { list: [favorite], hasMore: false, page: 1 } }));
    expect(screen.getByRole('heading', { level: 1, name: '我的收藏' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /江上新桥通车/ })).toHaveAttribute(
      'href',
      '/newsDetail/2/40.html',
    );
    expect(screen.getByText('2025年6月2日收藏')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '取消收藏' })).toBeEnabled());
    expect(sent.map((call) => [call.name, call.form.fileId, call.form.type])).toEqual([
      ['fav', '40', '0'],
      ['fav', '40', '1'],
    ]);
  });

  it('says how to add favourites when there are none', async () => {
    await show(FavoritesScreen({ firstPage: { list: [], hasMore: false, page: 1 } }));
    expect(screen.getByText('还没有收藏，读到喜欢的稿件点“收藏”吧')).toBeInTheDocument();
  });
});

describe('收藏 under an article', () => {
  const button = <FavoriteButton fileId={40} basePath="" />;

  it('sends a signed-out reader to login and back, and asks the backend nothing', async () => {
    window.history.replaceState(null, '', '/newsDetail/2/40.html');
    render(button);
    await new Promise((resolve) => setTimeout(resolve, 400));
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(loadPage).toHaveBeenCalledWith('/login.html?redirect=%2FnewsDetail%2F2%2F40.html');
    expect(sent).toEqual([]);
  });

  it('shows a signed-in member’s state once the page is idle, and changes it at a tap', async () => {
    signInHere();
    let statusToken: string | null = null;
    server.use(
      http.get(`${API}/favStatus`, ({ request }) => {
        statusToken = request.headers.get('token');
        const fileIds = new URL(request.url).searchParams.get('fileIds');
        return ok({ list: [{ fileId: Number(fileIds), faved: 1 }] });
      }),
    );
    recordPost('fav', (form) =>
      form.type === '0' ? ok({ fileId: 40, faved: 0 }, '已取消收藏') : refused('稿件不存在'),
    );
    render(button);
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    const faved = await screen.findByRole('button', { name: '已收藏' });
    expect(faved).toHaveAttribute('aria-pressed', 'true');
    expect(statusToken).toBe('member-access');

    fireEvent.click(faved);
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏' })).toBeEnabled());

    // The article was unpublished meanwhile: the button goes back, and says why.
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('button', { name: '已收藏' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏' })).toBeEnabled());
    expect(toasts).toEqual(['稿件不存在']);
    expect(sent.map((call) => [call.form.type, call.token])).toEqual([
      ['0', 'member-access'],
      ['1', 'member-access'],
    ]);
  });
});
