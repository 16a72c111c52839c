import { screen, within } from '@testing-library/react';
import { render } from './render';
import { DownloadLinks } from '@/components/sitePage/DownloadLinks';
import { SitePageArticle } from '@/components/sitePage/SitePageArticle';

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

describe('DownloadLinks', () => {
  const both = { android: 'https://example.com/app.apk', ios: 'https://apps.apple.com/cn/app/id1' };

  it('says so when no download is configured', () => {
    render(<DownloadLinks links={{ android: '', ios: '' }} platform="ios" basePath="" inWeChat={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂未提供客户端下载地址');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('puts the iPhone link first on an iPhone and marks it', () => {
    render(<DownloadLinks links={both} platform="ios" basePath="" inWeChat={false} />);
    const links = within(screen.getByRole('list', { name: '客户端下载地址' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['iPhone 版下载适用于您的设备', 'Android 版下载']);
    expect(links[0]).toHaveAttribute('href', both.ios);
    expect(links[1]).toHaveAttribute('href', both.android);
  });

  it('puts the Android link first on Android, and marks nothing on a desktop', () => {
    const { unmount } = render(
      <DownloadLinks links={both} platform="android" basePath="" inWeChat={false} />,
    );
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('Android 版下载 适用于您的设备');
    unmount();
    render(<DownloadLinks links={both} platform="other" basePath="" inWeChat={false} />);
    expect(screen.queryByText('适用于您的设备')).not.toBeInTheDocument();
  });

  it('offers one link for a shared address, below the base path when it is on this site', () => {
    render(
      <DownloadLinks
        links={{ android: '/demo/app.apk', ios: '/demo/app.apk' }}
        platform="ios"
        basePath="/wap"
        inWeChat
      />,
    );
    expect(screen.getByRole('link', { name: '下载客户端' })).toHaveAttribute('href', '/wap/demo/app.apk');
    expect(screen.getByText(/微信中无法直接下载/)).toBeInTheDocument();
  });
});
