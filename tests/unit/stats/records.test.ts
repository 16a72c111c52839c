import {
  ANALYTICS_TIMEOUT_MS,
  base64Utf8,
  buildRecord,
  PLATFORM,
  platformFromUserAgent,
  sendRecord,
  shouldSend,
  type FetchLike,
  type RecordInput,
} from '@/lib/stats/records';
import { osFromUserAgent } from '@/lib/device/environment.mjs';
import { SHARE_CHANNEL } from '@/lib/format/share';
import { buildEvent, DATA_TYPE, EVENT_TYPE, statsConfigured, type StatsConfig } from '@/lib/stats/events';

const config: StatsConfig = {
  tenantCode: 'linjiang',
  appKey: 'key-1',
  recordUrl: 'https://stats.example.cn/api/sendRecord',
};
const share: RecordInput = {
  dataType: DATA_TYPE.share,
  articleId: 345,
  platform: PLATFORM.mobileWeb,
  actionTimeMs: 1714530600000,
  deviceId: 'xy123',
  userUuid: '读者-1',
  refer: 'https://news.example.cn/home.html',
  shareChannel: SHARE_CHANNEL.moments,
  os: 'ios',
};
const decode = (value: string | undefined) =>
  new TextDecoder().decode(Uint8Array.from(atob(value ?? ''), (char) => char.charCodeAt(0)));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('constants of spec section 9', () => {
  it('has the data types, platforms, share channels, event types and timeout', () => {
    expect(DATA_TYPE).toEqual({ openArticle: 1000005, share: 1000009, comment: 1000013, like: 1000002 });
    expect(PLATFORM).toEqual({ android: 1, ios: 2, mobileWeb: 3, pc: 5 });
    expect(SHARE_CHANNEL).toEqual({ wechat: 1, moments: 2, weibo: 3, qq: 4, meeTime: 5, album: 6 });
    expect(EVENT_TYPE).toEqual({ share: 2, read: 3, deviceRecord: 12 });
    expect(ANALYTICS_TIMEOUT_MS).toBe(180_000);
  });
});

describe('buildRecord', () => {
  it('puts the spec fields in the query, shareChanel spelling included', () => {
    expect(buildRecord(share, config).query).toEqual({
      dataType: '1000009',
      articleID: '345',
      actionTime: '1714530600000',
      deviceid: 'xy123',
      userUuid: '读者-1',
      refer: 'https://news.example.cn/home.html',
      platform: '3',
      shareChanel: '2',
    });
  });

  it('drops empty fields', () => {
    const { query, headers } = buildRecord(
      {
        dataType: DATA_TYPE.openArticle,
        articleId: '',
        platform: null,
        actionTimeMs: NaN,
        deviceId: '  ',
        userUuid: null,
        refer: undefined,
      },
      { tenantCode: 't', appKey: '' },
    );
    expect(query).toEqual({ dataType: '1000005' });
    expect(Object.keys(headers)).toEqual(['tenantCode']);
  });

  it('base64-encodes each header as UTF-8', () => {
    const { headers } = buildRecord(share, { ...config, tenantCode: '临江' });
    expect(Object.keys(headers).sort()).toEqual(['appKey', 'deviceId', 'os', 'tenantCode', 'userUuid']);
    expect(headers.tenantCode).toBe(base64Utf8('临江'));
    expect(decode(headers.tenantCode)).toBe('临江');
    expect(decode(headers.userUuid)).toBe('读者-1');
    expect(headers.appKey).toBe('a2V5LTE=');
    expect(decode(headers.os)).toBe('ios');
  });
});

describe('base64Utf8', () => {
  it('encodes ASCII like btoa and survives Chinese and emoji', () => {
    expect(base64Utf8('hello')).toBe(btoa('hello'));
    expect(base64Utf8('中文😀')).toBe(Buffer.from('中文😀', 'utf8').toString('base64'));
  });
});

describe('shouldSend', () => {
  const record = buildRecord(share, config);

  it('allows a record with article id and platform under a full configuration', () => {
    expect(shouldSend(record, config)).toEqual({ send: true });
  });

  it.each([
    [{ ...config, tenantCode: '' }, /tenant code/],
    [{ ...config, tenantCode: null }, /tenant code/],
    [{ ...config, appKey: ' ' }, /app key/],
    [{ ...config, recordUrl: undefined }, /record URL/],
  ])('refuses without configuration (%#)', (partial, reason) => {
    const decision = shouldSend(record, partial);
    expect(decision.send).toBe(false);
    expect(decision.send === false && decision.reason).toMatch(reason);
  });

  it('refuses a record without article id or platform', () => {
    const noArticle = buildRecord({ ...share, articleId: undefined }, config);
    const noPlatform = buildRecord({ ...share, platform: undefined }, config);
    expect(shouldSend(noArticle, config)).toEqual({
      send: false,
      reason: expect.stringMatching(/articleID/),
    });
    expect(shouldSend(noPlatform, config)).toEqual({
      send: false,
      reason: expect.stringMatching(/platform/),
    });
  });
});

describe('sendRecord', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    jest.useRealTimers();
  });

  it('GETs the record URL with the query and headers', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({ ok: true }));
    const record = buildRecord(share, config);
    await expect(sendRecord(record, { config, fetch })).resolves.toBe('sent');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    const parsed = new URL(url ?? '');
    expect(parsed.origin + parsed.pathname).toBe('https://stats.example.cn/api/sendRecord');
    expect(Object.fromEntries(parsed.searchParams)).toEqual(record.query);
    expect(init).toMatchObject({ method: 'GET', headers: record.headers });
  });

  it('appends to a record URL that already has a query', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({ ok: true }));
    const withQuery = { ...config, recordUrl: 'https://stats.example.cn/r?v=2' };
    await sendRecord(buildRecord(share, withQuery), { config: withQuery, fetch });
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^https:\/\/stats\.example\.cn\/r\?v=2&dataType=1000009&/);
  });

  it('sends nothing when it may not, and says why only in debug mode', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({ ok: true }));
    const record = buildRecord({ ...share, articleId: null }, config);
    await expect(sendRecord(record, { config, fetch })).resolves.toBe('skipped');
    expect(errors).not.toHaveBeenCalled();
    await expect(sendRecord(record, { config, fetch, debug: true })).resolves.toBe('skipped');
    expect(errors).toHaveBeenCalledWith('[stats] record not sent: statistics record has no articleID');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never rejects, whether fetch rejects, throws at once or gets an error status', async () => {
    const record = buildRecord(share, config);
    const rejecting: FetchLike = () => Promise.reject(new Error('offline'));
    const throwing: FetchLike = () => {
      throw new TypeError('bad init');
    };
    const refusing: FetchLike = async () => ({ ok: false });
    await expect(sendRecord(record, { config, fetch: rejecting })).resolves.toBe('failed');
    await expect(sendRecord(record, { config, fetch: throwing })).resolves.toBe('failed');
    await expect(sendRecord(record, { config, fetch: refusing, debug: true })).resolves.toBe('failed');
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('aborts the request after the analytics timeout', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging: FetchLike = (_url, init) => {
      signal = init.signal;
      return new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    };
    const outcome = sendRecord(buildRecord(share, config), { config, fetch: hanging });
    jest.advanceTimersByTime(ANALYTICS_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
    await expect(outcome).resolves.toBe('failed');
  });
});

describe('buildEvent', () => {
  it('gives the form fields of the event operation, empty ones dropped', () => {
    expect(
      buildEvent({ appId: 1, id: 345, type: EVENT_TYPE.share, eventType: 0, channel: SHARE_CHANNEL.weibo }),
    ).toEqual({
      appID: '1',
      id: '345',
      type: '2',
      eventType: '0',
      channel: '3',
    });
    expect(buildEvent({ appId: 1, id: '345', type: EVENT_TYPE.read, eventType: null })).toEqual({
      appID: '1',
      id: '345',
      type: '3',
    });
  });
});

describe('user agent readings', () => {
  it('maps the app webview to Android or iOS, else mobile web or PC', () => {
    expect(platformFromUserAgent(`${IPHONE} XYNewsApp/5.2`)).toBe(PLATFORM.ios);
    expect(platformFromUserAgent(`${ANDROID} XYNewsApp/5.2`)).toBe(PLATFORM.android);
    expect(platformFromUserAgent(IPHONE)).toBe(PLATFORM.mobileWeb);
    expect(platformFromUserAgent(ANDROID)).toBe(PLATFORM.mobileWeb);
    expect(platformFromUserAgent(DESKTOP)).toBe(PLATFORM.pc);
  });

  it('names the OS', () => {
    expect(osFromUserAgent(IPHONE)).toBe('ios');
    expect(osFromUserAgent(ANDROID)).toBe('android');
    expect(osFromUserAgent(`${ANDROID} HarmonyOS`)).toBe('harmonyos');
    expect(osFromUserAgent(DESKTOP)).toBe('windows');
    expect(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('macos');
    expect(osFromUserAgent('curl/8')).toBe('other');
  });
});

describe('statsConfigured', () => {
  it('needs both the tenant code and the app key, blanks counting as missing', () => {
    expect(statsConfigured({ tenantCode: 't', appKey: 'k' })).toBe(true);
    expect(statsConfigured({ tenantCode: 't', appKey: ' ' })).toBe(false);
    expect(statsConfigured({ tenantCode: null, appKey: 'k' })).toBe(false);
    expect(statsConfigured({})).toBe(false);
  });
});
