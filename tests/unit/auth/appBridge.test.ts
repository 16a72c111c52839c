import {
  onAppShareResult,
  SHARE_RESULT_CALLBACK,
  sendToApp,
  shareResultChannel,
  type BridgeMessage,
} from '@/lib/auth/appBridge';

const card = {
  title: '市人代会开幕',
  desc: '十项民生实事',
  link: 'https://news.example.cn/newsDetail/3/7.html',
  imgUrl: 'https://news.example.cn/b.jpg',
  shareType: 0,
};

describe('the share message', () => {
  it('reaches the iOS handler as an object and the Android bridge as JSON', () => {
    const message: BridgeMessage = { type: 'share', payload: card };
    const ios: unknown[] = [];
    const android: string[] = [];
    expect(
      sendToApp(message, {
        webkit: { messageHandlers: { xyApp: { postMessage: (m: unknown) => ios.push(m) } } },
      }),
    ).toBe(true);
    expect(sendToApp(message, { XYAppBridge: { postMessage: (m: string) => android.push(m) } })).toBe(true);
    expect(ios).toEqual([{ type: 'share', payload: card }]);
    expect(JSON.parse(android[0] ?? '')).toEqual({ type: 'share', payload: card });
  });
});

describe('share results from the app', () => {
  it('reads the channel from an object or its JSON', () => {
    expect(shareResultChannel({ channel: 2 })).toBe(2);
    expect(shareResultChannel('{"channel":"1"}')).toBe(1);
    expect(shareResultChannel({ channel: 6 })).toBe(6);
  });

  it.each([[{ channel: 7 }], [{ channel: 0 }], [{}], [null], ['not json'], [3]])('ignores %p', (result) => {
    expect(shareResultChannel(result)).toBeNull();
  });

  it('calls the listener through window.xyAppShareResult until it stops listening', () => {
    const target: Record<string, unknown> = {};
    const heard: number[] = [];
    const stop = onAppShareResult((channel) => heard.push(channel), target);
    expect(SHARE_RESULT_CALLBACK).toBe('xyAppShareResult');
    const callback = target.xyAppShareResult as (result: unknown) => void;
    callback({ channel: 1 });
    callback({ channel: 99 });
    callback('{"channel":4}');
    expect(heard).toEqual([1, 4]);
    stop();
    expect(target.xyAppShareResult).toBeUndefined();
  });

  it('leaves a newer listener in place when an older one stops', () => {
    const target: Record<string, unknown> = {};
    const stopOld = onAppShareResult(() => undefined, target);
    onAppShareResult(() => undefined, target);
    const newer = target.xyAppShareResult;
    stopOld();
    expect(target.xyAppShareResult).toBe(newer);
  });
});

describe('app bridge', () => {
  it('posts objects to the iOS handler and JSON strings to the Android bridge', () => {
    const ios: unknown[] = [];
    const android: string[] = [];
    const message = { type: 'toast', payload: { text: '点赞成功' } } as const;
    expect(
      sendToApp(message, {
        webkit: { messageHandlers: { xyApp: { postMessage: (m: unknown) => ios.push(m) } } },
      }),
    ).toBe(true);
    expect(sendToApp(message, { XYAppBridge: { postMessage: (m: string) => android.push(m) } })).toBe(true);
    expect(ios).toEqual([message]);
    expect(JSON.parse(android[0] ?? '')).toEqual(message);
    expect(sendToApp(message, {})).toBe(false);
  });
});
