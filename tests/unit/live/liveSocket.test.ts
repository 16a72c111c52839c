import {
  dispatchLiveMessage,
  LIVE_SOCKET_TIMING,
  liveSocketUrl,
  openLiveSocket,
  type LiveSocketHandlers,
} from '@/lib/live/liveSocket';

const page = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, host: url.host, hostname: url.hostname };
};

describe('liveSocketUrl', () => {
  it('connects only to a wss:// server with a token', () => {
    expect(liveSocketUrl('wss://hub.example.cn/', 'tok', page('https://news.example.cn/x'))).toBe(
      'wss://hub.example.cn/ws/tok',
    );
    expect(liveSocketUrl('wss://hub.example.cn', '', page('https://news.example.cn/x'))).toBeNull();
    expect(liveSocketUrl('ws://hub.example.cn', 'tok', page('https://news.example.cn/x'))).toBeNull();
    expect(liveSocketUrl('https://hub.example.cn', 'tok', page('https://news.example.cn/x'))).toBeNull();
  });

  it('uses the page’s own origin when the server URL is empty, ws:// only on a loopback host', () => {
    expect(liveSocketUrl('', 'tok', page('https://news.example.cn/live'), '/m')).toBe(
      'wss://news.example.cn/m/ws/tok',
    );
    expect(liveSocketUrl('', 'tok', page('http://news.example.cn/live'))).toBeNull();
    expect(liveSocketUrl('', 'a b', page('http://localhost:3000/live'))).toBe('ws://localhost:3000/ws/a%20b');
    expect(liveSocketUrl('', 'tok', page('http://127.0.0.1:3600/live'))).toBe('ws://127.0.0.1:3600/ws/tok');
  });
});

function handlers(): jest.Mocked<LiveSocketHandlers> {
  return {
    onStatus: jest.fn(),
    onReport: jest.fn(),
    onComment: jest.fn(),
    onUp: jest.fn(),
    onDown: jest.fn(),
  };
}

describe('dispatchLiveMessage', () => {
  it('acts on code 200 status, reporting and discuss, and ignores everything else', () => {
    const h = handlers();
    const send = (message: unknown) => dispatchLiveMessage(JSON.stringify(message), h);
    send({ code: 200, type: 'live_status', data: { fileId: 1, status: 1 } });
    send({ code: 200, type: 'live_reporting', data: { reportId: 2 } });
    send({ code: 200, type: 'live_discuss', data: { id: 3 } });
    send({ code: 200, type: 'ping', data: null });
    send({ code: 200, type: 'live_status_subscribe', data: { fileId: 1 } });
    send({ code: 500, type: 'live_status', data: { fileId: 1, status: 2 } });
    send({ code: 200, type: 'other', data: {} });
    dispatchLiveMessage('not json', h);
    dispatchLiveMessage(new ArrayBuffer(2), h);
    expect(h.onStatus.mock.calls).toEqual([[{ fileId: 1, status: 1 }]]);
    expect(h.onReport.mock.calls).toEqual([[{ reportId: 2 }]]);
    expect(h.onComment.mock.calls).toEqual([[{ id: 3 }]]);
  });
});

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed += 1;
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
}

describe('openLiveSocket', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => jest.useRealTimers());

  const start = (h = handlers()) => {
    const socket = openLiveSocket('ws://localhost/ws/tok', 42, h, (url) => new FakeSocket(url) as never);
    return { h, socket, first: FakeSocket.made[0]! };
  };

  it('subscribes to its live once open, and says it is up', () => {
    const { h, first } = start();
    first.open();
    expect(first.sent).toEqual([JSON.stringify({ type: 'live_status_subscribe', data: { fileId: 42 } })]);
    expect(h.onUp).toHaveBeenCalledTimes(1);
  });

  it('reconnects 4 s after a close or an error, once for both', () => {
    const { h, first } = start();
    first.open();
    first.onerror?.({});
    first.close();
    expect(h.onDown).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(LIVE_SOCKET_TIMING.reconnectMs - 1);
    expect(FakeSocket.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('pings after 60 s without traffic, and closes when no answer comes within a further 60 s', () => {
    const { first } = start();
    first.open();
    jest.advanceTimersByTime(30_000);
    first.onmessage?.({ data: JSON.stringify({ code: 200, type: 'live_status_subscribe', data: {} }) });
    jest.advanceTimersByTime(59_999);
    expect(first.sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(first.sent[1]).toBe(JSON.stringify({ type: 'ping' }));
    // An answer re-arms the heartbeat: no close at the end of that wait.
    jest.advanceTimersByTime(10_000);
    first.onmessage?.({ data: JSON.stringify({ code: 200, type: 'ping', data: null }) });
    jest.advanceTimersByTime(60_000);
    expect(first.closed).toBe(0);
    expect(first.sent).toHaveLength(3);
    jest.advanceTimersByTime(LIVE_SOCKET_TIMING.replyWaitMs);
    expect(first.closed).toBe(1);
    jest.advanceTimersByTime(LIVE_SOCKET_TIMING.reconnectMs);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('stops for good', () => {
    const { h, socket, first } = start();
    first.open();
    socket.stop();
    jest.advanceTimersByTime(10 * LIVE_SOCKET_TIMING.reconnectMs);
    expect(FakeSocket.made).toHaveLength(1);
    expect(h.onDown).not.toHaveBeenCalled();
  });
});
