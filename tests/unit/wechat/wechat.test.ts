import {
  articleShareObjectType,
  DEFAULT_JS_API_LIST,
  isWeChat,
  SHARE_OBJECT_TYPE,
  shareData,
  shareImage,
  shareMenuHidden,
  signatureUrl,
  wxConfigFrom,
  type ShareArticle,
} from '@/lib/auth/wechat';
import { OPEN_LAUNCH_APP_TAG } from '@/lib/auth/wechatReady';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

const article: ShareArticle = {
  title: '临江大桥今日正式通车，全长三点二公里',
  description: '  大桥全长 3.2 公里，\n\n双向六车道。 ',
  url: 'https://news.example.cn/newsDetail/12/345.html',
  picType: 2,
  picSmall: '/media/s.jpg',
  picMiddle: 'https://img.example.cn/m.jpg',
  picBig: 'https://img.example.cn/b.jpg',
  sharePicUrl: 'https://img.example.cn/share.jpg',
};

describe('isWeChat', () => {
  it('recognises the WeChat browser by MicroMessenger', () => {
    expect(isWeChat(WECHAT_UA)).toBe(true);
    expect(isWeChat('Mozilla/5.0 (iPhone) Mobile Safari')).toBe(false);
  });
});

describe('SHARE_OBJECT_TYPE', () => {
  it('has the share object types of spec section 9', () => {
    expect(SHARE_OBJECT_TYPE).toEqual({
      article: 0,
      accountArticle: 10,
      digital: 7,
      activity: 4,
      column: 5,
      circle: 18,
    });
  });
});

describe('shareImage', () => {
  it('takes the small, else middle, else big picture for picture types 2 and 8, made absolute', () => {
    expect(shareImage(article)).toBe('https://news.example.cn/media/s.jpg');
    expect(shareImage({ ...article, picType: '8', picSmall: '' })).toBe('https://img.example.cn/m.jpg');
    expect(shareImage({ ...article, picSmall: null, picMiddle: null })).toBe('https://img.example.cn/b.jpg');
  });

  it('falls back to sharePicUrl, for other picture types or when the pictures are missing', () => {
    expect(shareImage({ ...article, picType: 1 })).toBe('https://img.example.cn/share.jpg');
    expect(shareImage({ ...article, picType: undefined })).toBe('https://img.example.cn/share.jpg');
    expect(shareImage({ ...article, picSmall: '', picMiddle: '', picBig: '' })).toBe(
      'https://img.example.cn/share.jpg',
    );
  });

  it('gives no image when there is none usable', () => {
    expect(shareImage({ ...article, picType: 0, sharePicUrl: 'javascript:alert(1)' })).toBe('');
    expect(shareImage({ title: 't', url: article.url })).toBe('');
  });
});

describe('shareData', () => {
  it('builds title, collapsed description, link and image', () => {
    expect(shareData(article, {}, { inWeChat: true })).toEqual({
      title: '临江大桥今日正式通车，全长三点二公里',
      desc: '大桥全长 3.2 公里， 双向六车道。',
      link: article.url,
      imgUrl: 'https://news.example.cn/media/s.jpg',
    });
  });

  it('cuts the title by the WeChat limit inside WeChat and by the global one elsewhere', () => {
    const config = { wechatTitleChars: 6, globalTitleChars: 10 };
    // 6 characters are 12 bytes: 4 Chinese characters (8 bytes) and the 3-byte ellipsis fit.
    expect(shareData(article, config, { inWeChat: true }).title).toBe('临江大桥...');
    expect(shareData(article, config, { inWeChat: false }).title).toBe('临江大桥今日正式...');
  });

  it('cuts the description to 100 characters', () => {
    const long = { ...article, description: '字'.repeat(150) };
    expect(shareData(long, {}, { inWeChat: false }).desc).toBe('字'.repeat(100));
  });
});

describe('articleShareObjectType', () => {
  it('shares an account’s (订阅号) article as type 10, the newsroom’s own as 0', () => {
    expect(articleShareObjectType({ accountId: 7 })).toBe(SHARE_OBJECT_TYPE.accountArticle);
    expect(SHARE_OBJECT_TYPE.accountArticle).toBe(10);
    expect(articleShareObjectType({ accountId: 0 })).toBe(SHARE_OBJECT_TYPE.article);
  });
});

describe('shareMenuHidden', () => {
  it('hides the share menu only when shareClosed is 1', () => {
    expect(shareMenuHidden({ shareClosed: 1 })).toBe(true);
    expect(shareMenuHidden({ shareClosed: '1' })).toBe(true);
    expect(shareMenuHidden({ shareClosed: 0 })).toBe(false);
    expect(shareMenuHidden({ shareClosed: 2 })).toBe(false);
    expect(shareMenuHidden({})).toBe(false);
  });
});

describe('wxConfigFrom', () => {
  const reply = { appid: 'wx123', timestamp: 1714530600, noncestr: 'abc', signature: 'f00' };

  it('builds the wx.config object with the share APIs', () => {
    expect(wxConfigFrom(reply)).toEqual({
      debug: false,
      appId: 'wx123',
      timestamp: 1714530600,
      nonceStr: 'abc',
      signature: 'f00',
      jsApiList: [
        'updateAppMessageShareData',
        'updateTimelineShareData',
        'onMenuShareWeibo',
        'hideMenuItems',
        'showMenuItems',
        'onMenuShareAppMessage',
        'onMenuShareTimeline',
        'onMenuShareQQ',
      ],
    });
    expect(DEFAULT_JS_API_LIST).toContain('hideMenuItems');
  });

  it('adds the open-app tag when openLaunchApp is on, and takes a custom API list', () => {
    const config = wxConfigFrom(
      { ...reply, timestamp: '1714530600' },
      { jsApiList: ['hideMenuItems'], openLaunchApp: true },
    );
    expect(config).toMatchObject({
      timestamp: 1714530600,
      jsApiList: ['hideMenuItems'],
      openTagList: [OPEN_LAUNCH_APP_TAG],
    });
    expect(OPEN_LAUNCH_APP_TAG).toBe('wx-open-launch-app');
    expect(wxConfigFrom(reply, { openLaunchApp: false })).not.toHaveProperty('openTagList');
  });

  it.each([
    [{ ...reply, appid: '' }],
    [{ ...reply, timestamp: 0 }],
    [{ ...reply, timestamp: 'soon' }],
    [{ ...reply, noncestr: undefined }],
    [{ ...reply, signature: ' ' }],
    [null],
    ['wx123'],
  ])('gives null for an incomplete answer (%#)', (bad) => {
    expect(wxConfigFrom(bad)).toBeNull();
  });
});

describe('signatureUrl', () => {
  it('drops the # part WeChat does not sign', () => {
    expect(signatureUrl('https://news.example.cn/a.html?x=1#comments')).toBe(
      'https://news.example.cn/a.html?x=1',
    );
    expect(signatureUrl('https://news.example.cn/a.html')).toBe('https://news.example.cn/a.html');
  });

  it('signs the address the page was opened at on iOS, the current one elsewhere', () => {
    const moved = {
      landing: 'https://news.example.cn/newsDetail/1/47.html?from=timeline#top',
      href: 'https://news.example.cn/newsDetail/1/48.html',
    };
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.40';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36 MicroMessenger/8.0.40';
    expect(signatureUrl(moved.href, { landing: moved.landing, userAgent: iPhone })).toBe(
      'https://news.example.cn/newsDetail/1/47.html?from=timeline',
    );
    expect(signatureUrl(moved.href, { landing: moved.landing, userAgent: android })).toBe(moved.href);
  });
});
