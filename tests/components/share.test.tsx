import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { shareRecords } from './shareRecords';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import type { WxConfig } from '@/lib/auth/wechat';
import { configureWeChat, type WeChatSdk } from '@/lib/auth/wechatSdk';
import { TOAST_EVENT, type ToastDetail } from '@/lib/shellEvents';
import { ArticleReaderEvents } from '@/components/article/ArticleReaderEvents.island';
import { AppShareButton } from '@/components/share/AppShareButton.island';
import { OpenAppPrompt, PROMPT_DISMISSED_KEY } from '@/components/share/OpenAppPrompt.island';
import { WeChatShare } from '@/components/share/WeChatShare.island';
import type { LaunchApp } from '@/components/share/WeChatLaunch.island';
import { launchTemplate } from '@/lib/auth/wechatLaunchTemplate';
import { Icon } from '@/components/shell/Icon';

type TestWindow = Window & {
  wx?: WeChatSdk;
  XYAppBridge?: { postMessage(message: string): void };
  xyAppShareResult?: (result: unknown) => void;
};
const win = window as TestWindow;

const API = 'http://localhost/api';
const config = publicConfigFrom({}, '');
const stats = { tenantCode: 'xy-tenant', appKey: 'xy-key', recordUrl: `${API}/stats/sendRecord` };
const article = { fileId: 42, config, stats };
const card = {
  title: '市人代会开幕',
  desc: '十项民生实事',
  link: 'https://news.example.cn/newsDetail/3/42.html',
  imgUrl: 'https://news.example.cn/b.jpg',
  shareType: 0,
};

const { posted, records, listen } = shareRecords(API);

beforeAll(async () => {
  await startBrowserSession({ config });
});
beforeEach(() => {
  sessionStorage.clear();
  delete win.wx;
  delete win.XYAppBridge;
  listen();
});

/** A stand-in for WeChat's JS-SDK: wx.config is accepted at once and every call is kept. */
function fakeWx() {
  const calls: Record<string, { success?: () => void }[]> = {};
  const keep = (name: string) => (argument?: { success?: () => void }) => {
    (calls[name] ??= []).push(argument ?? {});
  };
  let ready = () => {};
  const wx: WeChatSdk = {
    config: (c: WxConfig) => {
      keep('config')(c as never);
      ready();
    },
    ready: (callback) => {
      ready = callback;
    },
    error: () => undefined,
    updateAppMessageShareData: keep('updateAppMessageShareData'),
    updateTimelineShareData: keep('updateTimelineShareData'),
    onMenuShareWeibo: keep('onMenuShareWeibo'),
    hideMenuItems: keep('hideMenuItems'),
    showMenuItems: keep('showMenuItems'),
    onMenuShareAppMessage: keep('onMenuShareAppMessage'),
    onMenuShareTimeline: keep('onMenuShareTimeline'),
    onMenuShareQQ: keep('onMenuShareQQ'),
  };
  return { wx, calls };
}

const wxConfig: WxConfig = {
  debug: false,
  appId: 'wx-demo',
  timestamp: 1,
  nonceStr: 'n',
  signature: 's',
  jsApiList: [],
};

describe('OpenAppPrompt', () => {
  const prompt = (launch: LaunchApp | null = null) => (
    <OpenAppPrompt
      text="打开客户端，阅读体验更佳"
      downloadLabel="下载APP"
      dismissLabel="关闭提示"
      downloadHref="/downloadClient.html"
      launch={launch}
      closeIcon={<Icon name="close" />}
    />
  );

  it('links to the download page and stays closed for the session once dismissed', () => {
    const { unmount } = render(prompt());
    expect(screen.getByRole('region', { name: '打开客户端，阅读体验更佳' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载APP' })).toHaveAttribute('href', '/downloadClient.html');
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(sessionStorage.getItem(PROMPT_DISMISSED_KEY)).toBe('1');
    unmount();
    render(prompt());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps the download link in WeChat until wx.config accepts the open tag, then opens the app with it', async () => {
    const { container } = render(
      prompt({ appId: 'wxapp-demo', extinfo: card.link, template: launchTemplate('打开APP') }),
    );
    expect(container.querySelector('wx-open-launch-app')).toBeNull();
    expect(screen.getByRole('link', { name: '下载APP' })).toBeInTheDocument();

    const { wx } = fakeWx();
    await act(() => configureWeChat(wx, { ...wxConfig, openTagList: ['wx-open-launch-app'] }));
    const tag = container.querySelector('wx-open-launch-app');
    expect(tag).toHaveAttribute('appid', 'wxapp-demo');
    expect(tag).toHaveAttribute('extinfo', card.link);
    expect(tag?.querySelector('script[type="text/wxtag-template"]')?.innerHTML).toContain('打开APP');
    expect(screen.queryByRole('link', { name: '下载APP' })).toBeNull();

    // No app on the phone: WeChat fires error on the tag, and the reader gets the download link instead.
    act(() => void tag?.dispatchEvent(new Event('error')));
    expect(container.querySelector('wx-open-launch-app')).toBeNull();
    expect(screen.getByRole('link', { name: '下载APP' })).toBeInTheDocument();
  });

  it('never uses the open tag without an app to launch', async () => {
    const { wx } = fakeWx();
    await configureWeChat(wx, { ...wxConfig, openTagList: ['wx-open-launch-app'] });
    const { container } = render(prompt(null));
    expect(container.querySelector('wx-open-launch-app')).toBeNull();
    expect(screen.getByRole('link', { name: '下载APP' })).toBeInTheDocument();
  });
});

describe('AppShareButton', () => {
  const button = () => (
    <AppShareButton label="分享" unavailableText="当前客户端版本暂不支持分享" card={card} article={article} />
  );

  it('hands the card to the app through the bridge', async () => {
    const postMessage = jest.fn();
    win.XYAppBridge = { postMessage };
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({ type: 'share', payload: card });
  });

  it('says so when the app has no bridge', async () => {
    const toasts: ToastDetail[] = [];
    const listen = (event: Event) => toasts.push((event as CustomEvent<ToastDetail>).detail);
    window.addEventListener(TOAST_EVENT, listen);
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() => expect(toasts).toEqual([{ text: '当前客户端版本暂不支持分享' }]));
    window.removeEventListener(TOAST_EVENT, listen);
  });

  it('reports a share the app completed: the share event and the share record with its channel', async () => {
    const { unmount } = render(button());
    await waitFor(() => expect(win.xyAppShareResult).toBeDefined());
    win.xyAppShareResult?.({ channel: 2 });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ id: '42', type: '2', eventType: '0', channel: '2', appID: '1' });
    await waitFor(() => expect(records).toHaveLength(1));
    expect(records[0]).toMatchObject({
      dataType: '1000009',
      articleID: '42',
      shareChanel: '2',
      platform: '5',
    });
    unmount();
    expect(win.xyAppShareResult).toBeUndefined();
  });

  it('ignores results that name no share channel', async () => {
    render(button());
    await waitFor(() => expect(win.xyAppShareResult).toBeDefined());
    win.xyAppShareResult?.({ channel: 0 });
    win.xyAppShareResult?.('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
    expect(records).toEqual([]);
  });
});

describe('an article in WeChat', () => {
  const answerWxSignature = () =>
    server.use(
      http.get(`${API}/main/wx/signature`, () =>
        HttpResponse.json({
          status: 0,
          message: '成功',
          data: { appid: 'wx-demo', timestamp: 1714530600, noncestr: 'abc', signature: 'f00' },
        }),
      ),
    );

  it('reports a share WeChat completed, after the read event, and asks for the open tag when configured', async () => {
    const { wx, calls } = fakeWx();
    win.wx = wx;
    answerWxSignature();
    render(
      <>
        <ArticleReaderEvents fileId={42} config={config} stats={stats} />
        <WeChatShare
          article={{ fileId: 42, config, stats }}
          share={{ title: card.title, description: card.desc, url: card.link }}
          shareConfig={{}}
          openLaunchApp
        />
      </>,
    );
    await waitFor(() => expect(calls.onMenuShareTimeline).toHaveLength(1));
    expect(calls.config?.[0]).toMatchObject({ openTagList: ['wx-open-launch-app'] });
    await waitFor(() => expect(records).toHaveLength(1));
    // The read event, and the device record of this device's first article.
    await waitFor(() => expect(posted.map((event) => event.type).sort()).toEqual(['12', '3']));
    expect(records[0]).toMatchObject({ dataType: '1000005' });

    calls.onMenuShareTimeline?.[0]?.success?.();
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]).toMatchObject({ id: '42', type: '2', eventType: '0', channel: '2' });
    await waitFor(() => expect(records).toHaveLength(2));
    expect(records[1]).toMatchObject({ dataType: '1000009', shareChanel: '2' });
  });

  it('reports an account’s article shared to a friend with the account-article object type', async () => {
    const { wx, calls } = fakeWx();
    win.wx = wx;
    answerWxSignature();
    render(
      <WeChatShare
        article={{ fileId: 42, config, stats }}
        share={{ title: card.title, url: card.link, objectType: 10 }}
        shareConfig={{}}
        openLaunchApp={false}
      />,
    );
    await waitFor(() => expect(calls.onMenuShareAppMessage).toHaveLength(1));
    calls.onMenuShareAppMessage?.[0]?.success?.();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ id: '42', type: '2', eventType: '10', channel: '1' });
  });
  it('gives a column page its own card and reports nothing, as event counts only articles', async () => {
    const { wx, calls } = fakeWx();
    win.wx = wx;
    answerWxSignature();
    render(
      <WeChatShare
        share={{
          title: '要闻 · 临江每日',
          description: '临江每日要闻',
          url: 'https://news.example.cn/columnDetail/1.html',
          sharePicUrl: '/demo/logo.svg',
        }}
        shareConfig={{ wechatTitleChars: 3 }}
        openLaunchApp={false}
      />,
    );
    await waitFor(() => expect(calls.updateAppMessageShareData).toHaveLength(1));
    expect(calls.updateAppMessageShareData?.[0]).toEqual({
      title: '要...',
      desc: '临江每日要闻',
      link: 'https://news.example.cn/columnDetail/1.html',
      imgUrl: 'https://news.example.cn/demo/logo.svg',
    });
    expect(calls.onMenuShareAppMessage).toBeUndefined();
    expect(calls.config?.[0]).not.toHaveProperty('openTagList');
    expect(posted).toEqual([]);
  });
});
