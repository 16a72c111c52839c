import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resolveServerTree } from './serverTree';
import { toSiteConfig } from '@/lib/api/siteConfig';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { buildGuardState } from '@/lib/guard/guardState.mjs';
import { ArticleOpenApp } from '@/components/share/ArticleOpenApp';
import { DownloadQrCode } from '@/components/sitePage/DownloadQrCode';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getLocale: async () => 'cn',
  getMessages: async () => cn,
  getTimeZone: async () => 'Asia/Shanghai',
}));

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const guard = buildGuardState(
  { name: 'newsDetail', article: true },
  {},
  new URLSearchParams(),
  PHONE,
  undefined,
);

async function openAppPrompt(downloadUrl: unknown) {
  const ui = await ArticleOpenApp({
    guard,
    config: toSiteConfig({ _rd_downloadUrl: downloadUrl }),
    share: { title: '市人代会开幕', description: '', url: 'https://news.example.cn/newsDetail/3/42.html' },
    article: {
      fileId: 42,
      config: publicConfigFrom({}, ''),
      stats: { tenantCode: '', appKey: '', recordUrl: '' },
    },
    preview: false,
    poster: '',
  });
  render(ui && ((await resolveServerTree(ui)) as ReactElement));
}

describe('the open-app prompt of a shared article', () => {
  it('leads to the download page when the site gives both stores', async () => {
    await openAppPrompt({
      android: 'https://a.app.qq.com/o/simple.jsp?pkgname=x',
      ios: 'https://apps.apple.com/cn/app/id1',
    });
    expect(await screen.findByRole('link', { name: '下载APP' })).toHaveAttribute(
      'href',
      '/downloadClient.html',
    );
  });

  it('is not shown at all on a site with no download address', async () => {
    await openAppPrompt('');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('DownloadQrCode', () => {
  it('draws the page’s address as a named picture with its caption', () => {
    render(
      <DownloadQrCode
        url="https://news.example.cn/downloadClient.html"
        title="手机扫码下载"
        alt="下载页面的二维码"
      />,
    );
    const code = screen.getByRole('img', { name: '下载页面的二维码' });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(screen.getByText('手机扫码下载')).toBeInTheDocument();
  });
});
