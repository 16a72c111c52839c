import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import cn from '@/messages/cn.json';
import type { Ad } from '@/lib/api/adModel';
import { AdBanner } from '@/components/ad/AdBanner';
import { AdSlot } from '@/components/ad/AdSlot';

// AdSlot is a server component: its translations come from next-intl/server, here the Chinese messages.
jest.mock('next-intl/server', () => ({
  getLocale: async () => 'cn',
  getMessages: async () => cn,
  getTimeZone: async () => 'Asia/Shanghai',
}));

class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The share of the target on screen, as the observer reports it. */
  show(intersectionRatio: number) {
    this.callback(
      [{ isIntersecting: intersectionRatio > 0, intersectionRatio } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const ad = (overrides: Partial<Ad> = {}): Ad => ({
  advId: 7,
  title: '临江日报订阅季',
  imgUrl: '/demo/ads/subscription.svg',
  href: '/aboutUs.html',
  external: false,
  position: 'detail',
  width: 690,
  height: 200,
  ...overrides,
});

const events: { advId: string | null; type: string | null; keepalive: boolean }[] = [];
beforeAll(() => startBrowserSession());
beforeEach(() => {
  events.length = 0;
  FakeObserver.last = null;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  server.use(
    http.post('http://localhost/api/advertising/advEvent', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      events.push({ advId: form.get('advId'), type: form.get('type'), keepalive: request.keepalive });
      return HttpResponse.json({ status: 0, message: '成功', data: {} });
    }),
  );
});

describe('AdBanner', () => {
  it('shows the picture at its size, lazily, labelled as an ad', () => {
    render(<AdBanner ad={ad()} label="广告" />);
    expect(screen.getByRole('group', { name: '广告' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: '临江日报订阅季' });
    expect(picture).toHaveAttribute('width', '690');
    expect(picture).toHaveAttribute('height', '200');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('广告')).toBeVisible();
    // One mark, in a line of its own after the picture's link rather than laid over the art.
    expect(screen.getAllByText('广告')).toHaveLength(1);
    expect(screen.getByRole('link')).not.toContainElement(screen.getByText('广告'));
    expect(
      screen.getByRole('link').compareDocumentPosition(screen.getByText('广告')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/aboutUs.html');
    expect(screen.getByRole('link')).not.toHaveAttribute('target');
  });

  it('counts one show once half of it is on screen', async () => {
    render(<AdBanner ad={ad()} label="广告" />);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options.threshold).toEqual([0, 0.5]);
    expect(observer.observed).toEqual([screen.getByRole('link')]);
    observer.show(0);
    // A sliver on screen loads the counting code but is no show.
    observer.show(0.3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toHaveLength(0);
    expect(observer.disconnected).toBe(false);
    observer.show(0.6);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ advId: '7', type: '1' });
    expect(observer.disconnected).toBe(true);
  });

  it('counts a click with a request that outlives the page, without stopping the navigation', async () => {
    render(<AdBanner ad={ad()} label="广告" />);
    let defaultPrevented: boolean | null = null;
    const stopNavigation = (event: Event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link'));
    window.removeEventListener('click', stopNavigation);
    expect(defaultPrevented).toBe(false);
    await waitFor(() => expect(events).toEqual([{ advId: '7', type: '2', keepalive: true }]));
  });

  it('opens an advertiser’s site in a new tab, marked sponsored', () => {
    render(<AdBanner ad={ad({ href: 'https://shop.example.cn/', external: true })} label="广告" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('sponsored');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is a plain picture when the ad has no link', async () => {
    render(<AdBanner ad={ad({ href: '' })} label="广告" />);
    expect(screen.queryByRole('link')).toBeNull();
    FakeObserver.last?.show(1);
    await waitFor(() => expect(events).toHaveLength(1));
  });
});

describe('AdSlot', () => {
  it('shows its ad', async () => {
    render((await AdSlot({ content: { failed: false, ad: ad({ title: '正文' }) } })) ?? <></>);
    expect(screen.getByRole('img', { name: '正文' })).toBeInTheDocument();
  });

  it('shows a streamed ad once it has loaded', async () => {
    const content = Promise.resolve({ failed: false, ad: ad({ title: '正文' }) });
    render((await AdSlot({ content })) ?? <></>);
    expect(screen.getByRole('img', { name: '正文' })).toBeInTheDocument();
  });

  it('shows nothing where there is no ad, or no slot', async () => {
    expect(await AdSlot({ content: { failed: false, ad: null } })).toBeNull();
    expect(await AdSlot({ content: Promise.resolve(null) })).toBeNull();
  });

  it('asks the reader to contact the administrator when the ad call failed', async () => {
    render((await AdSlot({ content: { failed: true, ad: null } })) ?? <></>);
    expect(screen.getByRole('note')).toHaveTextContent('广告加载失败，请联系管理员');
  });
});
