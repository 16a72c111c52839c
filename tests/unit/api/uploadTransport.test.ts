// The upload that reports its progress (lib/api/uploadTransport.ts), over a stand-in XMLHttpRequest: fractions
// from the upload's events, the answer as a Response, and failures as fetch's would be.
import { sendWithProgress } from '@/lib/api/uploadTransport';

type Handler = ((event?: unknown) => void) | null;

class FakeRequest {
  static last: FakeRequest;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = null;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

const original = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
beforeAll(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeRequest;
});
afterAll(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = original;
});

const start = (signal?: AbortSignal) => {
  const fractions: number[] = [];
  const body = new FormData();
  const answer = sendWithProgress({
    url: '/api/upload/uploadImage?siteId=1',
    headers: { token: 't1' },
    body,
    timeoutMs: 50_000,
    signal,
    onProgress: (fraction) => fractions.push(fraction),
  });
  return { answer, fractions, body, request: FakeRequest.last };
};

describe('sendWithProgress', () => {
  it('posts the form with the headers, reports each fraction, and answers the envelope as a Response', async () => {
    const { answer, fractions, body, request } = start();
    expect(request.opened).toEqual(['POST', '/api/upload/uploadImage?siteId=1']);
    expect(request.headers).toEqual({ token: 't1' });
    expect(request.sent).toBe(body);
    expect(request.timeout).toBe(50_000);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 500, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    request.status = 200;
    request.responseText = JSON.stringify({ status: 0, message: '上传成功', data: { url: '/x.png' } });
    request.onload?.();
    const response = await answer;
    expect(fractions).toEqual([0.25, 1, 1]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 0, message: '上传成功', data: { url: '/x.png' } });
  });

  it('fails as fetch does: a network error, a timeout, an abort', async () => {
    const network = start();
    network.request.onerror?.();
    await expect(network.answer).rejects.toBeInstanceOf(TypeError);

    const slow = start();
    slow.request.ontimeout?.();
    await expect(slow.answer).rejects.toMatchObject({ name: 'TimeoutError' });

    const controller = new AbortController();
    const cancelled = start(controller.signal);
    controller.abort();
    await expect(cancelled.answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
