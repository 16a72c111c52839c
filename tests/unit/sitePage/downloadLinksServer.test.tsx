import { renderToString } from 'react-dom/server';
import { DownloadLinks } from '@/components/sitePage/DownloadLinks.island';
import cn from '@/messages/cn.json';

// The page cache shares one copy of /downloadClient.html between iPhones and Android phones, so the server's
// render must not depend on the device: the reader's link is marked only in the browser.
it('renders the same links for every device on the server, none marked', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <DownloadLinks
      links={{ android: 'https://example.com/app.apk', ios: 'https://apps.apple.com/cn/app/id1' }}
      basePath=""
      inWeChat={false}
      labels={cn.download}
    />,
  );
  expect(html).toContain('href="https://example.com/app.apk"');
  expect(html).toContain('href="https://apps.apple.com/cn/app/id1"');
  expect(html).not.toContain(cn.download.suggested);
});
