import { screen, within } from '@testing-library/react';
import { render } from './render';
import { DownloadLinks } from '@/components/sitePage/DownloadLinks.island';
import { SitePageArticle } from '@/components/sitePage/SitePageArticle';
import cn from '@/messages/cn.json';

const page = {
  id: 3,
  title: '关于临江日报',
  summary: '临江日报简介',
  html: '<h2>联系我们</h2><p onclick="steal()">地址：滨江大道88号</p><script>steal()</script><a href="javascript:steal()">链接</a>',
  image: '/demo/skyline.svg',
  publishtime: Date.parse('2025-06-01T08:00:00+08:00'),
};

describe('SitePageArticle', () => {
  it('shows the title, picture and the body without anything that could run', () => {
    const { container } = render(<SitePageArticle page={page} siteHosts={['news.example.cn']} />);
    expect(screen.getByRole('heading', { level: 1, name: '关于临江日报' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '联系我们' })).toBeInTheDocument();
    expect(screen.getByText('地址：滨江大道88号')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/demo/skyline.svg');
    expect(container.querySelector('time')).toBeNull();
  });

  it('shows when a notice was published, and the summary when the body is empty', () => {
    const { container } = render(
      <SitePageArticle page={{ ...page, html: '', image: 'javascript:x' }} siteHosts={[]} time="3天前" />,
    );
    expect(screen.getByText('3天前')).toHaveAttribute('datetime', '2025-06-01T00:00:00.000Z');
    expect(screen.getByText('临江日报简介')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('places what the screen adds between the title and the body', () => {
    render(
      <SitePageArticle page={page} siteHosts={[]}>
        <p>下载按钮</p>
      </SitePageArticle>,
    );
    const [title, added, body] = ['关于临江日报', '下载按钮', '地址：滨江大道88号'].map((text) =>
      screen.getByText(text),
    );
    expect(title!.compareDocumentPosition(added!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(added!.compareDocumentPosition(body!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

const labels = cn.download;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

describe('DownloadLinks', () => {
  const both = { android: 'https://example.com/app.apk', ios: 'https://apps.apple.com/cn/app/id1' };
  const onDevice = (userAgent: string) =>
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  afterEach(() => jest.restoreAllMocks());

  it('says so when no download is configured', () => {
    render(<DownloadLinks links={{ android: '', ios: '' }} basePath="" inWeChat={false} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂未提供客户端下载地址');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks the iPhone link on an iPhone', () => {
    onDevice(IPHONE);
    render(<DownloadLinks links={both} basePath="" inWeChat={false} labels={labels} />);
    const links = within(screen.getByRole('list', { name: '客户端下载地址' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Android 版下载', 'iPhone 版下载适用于您的设备']);
    expect(links[0]).toHaveAttribute('href', both.android);
    expect(links[1]).toHaveAttribute('href', both.ios);
  });

  it('marks the Android link on Android, and nothing on a desktop', () => {
    onDevice(ANDROID);
    const { unmount } = render(<DownloadLinks links={both} basePath="" inWeChat={false} labels={labels} />);
    expect(screen.getByRole('link', { name: /Android/ })).toHaveAccessibleName(
      'Android 版下载 适用于您的设备',
    );
    unmount();
    onDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0');
    render(<DownloadLinks links={both} basePath="" inWeChat={false} labels={labels} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('适用于您的设备')).not.toBeInTheDocument();
  });

  it('offers one link for a shared address, below the base path when it is on this site', () => {
    onDevice(IPHONE);
    render(
      <DownloadLinks
        links={{ android: '/demo/app.apk', ios: '/demo/app.apk' }}
        basePath="/wap"
        inWeChat
        labels={labels}
      />,
    );
    expect(screen.getByRole('link', { name: '下载客户端' })).toHaveAttribute('href', '/wap/demo/app.apk');
    expect(screen.getByText(/微信中无法直接下载/)).toBeInTheDocument();
  });
});
