import { renderToString } from 'react-dom/server';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { AdBanner } from '@/components/ad/AdBanner';
import { AppShareButton } from '@/components/share/AppShareButton.island';
import { OpenAppPrompt } from '@/components/share/OpenAppPrompt.island';
import { Icon } from '@/components/shell/Icon';

// The ad and share islands are rendered on the server first, where there is no window, storage or WeChat.
describe('ad and share islands render on the server', () => {
  it('without touching browser globals, reserving the prompt’s room but not showing it yet', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <AdBanner
          ad={{
            advId: 1,
            title: '订阅季',
            imgUrl: '/demo/ads/subscription.svg',
            href: '/aboutUs.html',
            external: false,
            position: 'list',
            width: 690,
            height: 240,
          }}
          label="广告"
        />
        <AppShareButton
          label="分享"
          unavailableText="暂不支持"
          card={{ title: 'T', desc: '', link: 'https://x.cn/a.html', imgUrl: '', shareType: 0 }}
          article={{ fileId: 1, config: publicConfigFrom({}, ''), stats: {} }}
        />
        <OpenAppPrompt
          text="打开客户端，阅读体验更佳"
          downloadLabel="下载APP"
          dismissLabel="关闭提示"
          downloadHref="/downloadClient.html"
          launch={{ appId: 'wxapp', extinfo: 'https://x.cn/a.html', template: '<button>打开APP</button>' }}
          closeIcon={<Icon name="close" />}
        />
      </>,
    );
    expect(html).toMatch(/<img[^>]+width="690"[^>]+height="240"[^>]+loading="lazy"/);
    expect(html).toContain('>分享</button>');
    expect(html).toContain('<div class="reserve"></div>');
    expect(html).not.toContain('打开客户端，阅读体验更佳');
    expect(html).not.toContain('wx-open-launch-app');
  });
});
