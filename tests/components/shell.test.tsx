import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from './render';
import { BackToTop } from '@/components/shell/BackToTop';
import { watchBackToTop } from '@/components/shell/scrollToTop';
import { Toaster, TOAST_MS } from '@/components/shell/Toaster.island';
import { AuthorizingPopup } from '@/components/shell/AuthorizingPopup.island';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher.island';
import { LANG_COOKIE, LANGUAGE_CHOICES } from '@/lib/i18n/locales';
import { setAuthorizing, showToast } from '@/lib/shellEvents';
import { Icon } from '@/components/shell/Icon';
import { MoreLink } from '@/components/shell/MoreLink.island';
import { watchBackLinks } from '@/components/shell/historyBack';
import { signInHere } from './browserPage';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, back: jest.fn(), push: jest.fn() }) }));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

describe('the back button', () => {
  const win = window as Window & { navigation?: { canGoBack: boolean } };
  let back: jest.SpyInstance;
  let stop = () => {};
  // As WayHome draws it: a link home, with no island of its own.
  const press = (init?: MouseEventInit) => {
    document.body.innerHTML = '<a href="/home.html" data-back-link="" aria-label="返回"><svg></svg></a>';
    const link = screen.getByRole('link', { name: '返回' });
    // fireEvent answers false when the click's default (following the link home) was prevented.
    return fireEvent.click(link.firstElementChild!, init);
  };
  const referrer = (url: string) => jest.spyOn(document, 'referrer', 'get').mockReturnValue(url);
  beforeEach(() => {
    back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    jest.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    stop = watchBackLinks(document);
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    delete win.navigation;
    jest.restoreAllMocks();
  });

  it('goes home from a page opened on its own', () => {
    win.navigation = { canGoBack: false };
    expect(press()).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back when the page before was one of this site’s', () => {
    win.navigation = { canGoBack: true };
    expect(press()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('without the Navigation API, goes back only to a page of this site', () => {
    referrer('https://mp.weixin.qq.com/s/abc');
    expect(press()).toBe(true);
    expect(back).not.toHaveBeenCalled();
    referrer(`${window.location.origin}/home.html`);
    expect(press()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('leaves a click that opens the link elsewhere, and other links, alone', () => {
    win.navigation = { canGoBack: true };
    expect(press({ ctrlKey: true })).toBe(true);
    expect(press({ button: 1 })).toBe(true);
    document.body.innerHTML = '<a href="/home.html">回到首页</a>';
    expect(fireEvent.click(screen.getByRole('link', { name: '回到首页' }))).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });
});

describe('BackToTop', () => {
  let stop = () => {};
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('is offered after 300 px, sets the scroll flag from 400 px, and climbs by halving every 30 ms', () => {
    const root = document.documentElement;
    const positions: number[] = [];
    window.scrollTo = jest.fn((_x: number, y: number) => {
      positions.push(y);
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    }) as unknown as typeof window.scrollTo;
    scrollTo(0);
    // Drawn with the page, shown by the shell's first script (its stylesheet hides it without `data-back-to-top`).
    render(<BackToTop label="返回顶部" icon={<Icon name="up" />} />);
    stop = watchBackToTop(document);
    expect(root).not.toHaveAttribute('data-back-to-top');

    act(() => {
      jest.advanceTimersByTime(600);
      scrollTo(300);
    });
    expect(root).not.toHaveAttribute('data-back-to-top');
    expect(root).not.toHaveAttribute('data-scrolled');

    // Read at most every 500 ms, and the last position is never lost.
    act(() => {
      jest.advanceTimersByTime(600);
      scrollTo(350);
      scrollTo(800);
    });
    expect(root).toHaveAttribute('data-back-to-top');
    expect(root).not.toHaveAttribute('data-scrolled');
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(root).toHaveAttribute('data-scrolled');

    positions.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    act(() => {
      jest.advanceTimersByTime(29);
    });
    expect(positions).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(30 * 12);
    });
    expect(positions).toEqual([400, 200, 100, 50, 25, 12, 6, 3, 1, 0]);
    expect(root).not.toHaveAttribute('data-back-to-top');
  });

  it('climbs only for its own button', () => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    scrollTo(800);
    stop = watchBackToTop(document);
    document.body.innerHTML = '<button type="button">分享</button>';
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('Toaster', () => {
  afterEach(() => {
    delete (window as { XYAppBridge?: unknown }).XYAppBridge;
  });

  it('shows a translated toast, then hides it', () => {
    jest.useFakeTimers();
    render(<Toaster inApp={false} />);
    act(() => showToast({ messageKey: 'errors.loginExpired' }));
    expect(screen.getByRole('status')).toHaveTextContent('登录信息已过期，请重新进入本页面');
    act(() => {
      jest.advanceTimersByTime(TOAST_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    jest.useRealTimers();
  });

  it('hands toasts to the app inside its webview', async () => {
    const sent: string[] = [];
    (window as { XYAppBridge?: unknown }).XYAppBridge = { postMessage: (m: string) => sent.push(m) };
    render(<Toaster inApp />);
    act(() => showToast({ text: '点赞成功' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({ type: 'toast', payload: { text: '点赞成功' } });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('AuthorizingPopup', () => {
  it('shows 授权中... while the WeChat flow authorizes', () => {
    render(<AuthorizingPopup label="授权中..." />);
    expect(screen.queryByText('授权中...')).not.toBeInTheDocument();
    act(() => setAuthorizing(true));
    expect(screen.getByRole('status')).toHaveTextContent('授权中...');
    act(() => setAuthorizing(false));
    expect(screen.queryByText('授权中...')).not.toBeInTheDocument();
  });
});

describe('LocaleSwitcher', () => {
  it('stores the chosen language and re-renders on the server', () => {
    render(<LocaleSwitcher label="语言" locale="cn" choices={LANGUAGE_CHOICES} cookie={LANG_COOKIE} />);
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('cn');
    expect(screen.getByRole('option', { name: 'བོད་ཡིག' })).toHaveAttribute('lang', 'bo-CN');
    fireEvent.change(screen.getByRole('combobox', { name: '语言' }), { target: { value: 'bo' } });
    expect(document.cookie).toContain('xy-lang=bo');
    expect(refresh).toHaveBeenCalled();
  });
});

describe('MoreLink', () => {
  afterEach(() => localStorage.clear());

  const more = () =>
    render(<MoreLink basePath="/wap" label="更多" icon={<span>…</span>} className="action" />);

  it('leads to login, as every reader’s page says, when this browser holds no member', () => {
    more();
    expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/wap/login.html');
  });

  it('leads a signed-in member to their own page, and follows a sign-out in another tab', async () => {
    signInHere();
    more();
    expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/wap/getUserInfo.html');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'xy_member' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/wap/login.html'),
    );
  });
});
