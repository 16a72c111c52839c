import { http, HttpResponse } from 'msw';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { DEVICE_ID_KEY } from '@/lib/auth/identity';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { DEVICE_RECORDED_KEY, recordDevice } from '@/lib/stats/articleStats';

const config = publicConfigFrom({}, '');

beforeAll(() => startBrowserSession({ config }));
beforeEach(() => localStorage.removeItem(DEVICE_RECORDED_KEY));

/** Every `event` the page posts, answered with `status`. */
function events(status = 0) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post('http://localhost/api/main/event', async ({ request }) => {
      sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json({
        status,
        message: status === 0 ? '成功' : '失败',
        data: status === 0 ? {} : null,
      });
    }),
  );
  return sent;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the device record event (type 12)', () => {
  it('is sent once per device, without an article id, with the device in the request context', async () => {
    const sent = events();
    recordDevice(config);
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ appID: '1', type: '12', device: localStorage.getItem(DEVICE_ID_KEY) });
    expect(sent[0]).not.toHaveProperty('id');
    expect(localStorage.getItem(DEVICE_RECORDED_KEY)).toBe(localStorage.getItem(DEVICE_ID_KEY));

    recordDevice(config);
    await settled();
    expect(sent).toHaveLength(1);
  });

  it('is sent once when a second page opens while the first send is under way', async () => {
    const sent = events();
    recordDevice(config);
    recordDevice(config);
    await settled();
    expect(sent).toHaveLength(1);
  });

  it('is sent again for a new device id', async () => {
    const sent = events();
    recordDevice(config);
    await settled();
    localStorage.removeItem(DEVICE_ID_KEY);
    recordDevice(config);
    await settled();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.device).not.toBe(sent[0]?.device);
  });

  it('stays sent when the reader leaves the page before its answer (a keepalive send goes on)', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(
        'http://localhost/api/main/event',
        () => new Promise<Response>((resolve) => (answer = () => resolve(Response.error()))),
      ),
    );
    recordDevice(config);
    await settled();
    window.dispatchEvent(new Event('pagehide'));
    answer();
    await settled();
    expect(localStorage.getItem(DEVICE_RECORDED_KEY)).toBe(localStorage.getItem(DEVICE_ID_KEY));
  });

  it('stays sent when a new navigation aborts the page’s requests before its answer', async () => {
    const fetch = jest
      .spyOn(window, 'fetch')
      .mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    try {
      recordDevice(config);
      await settled();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(DEVICE_RECORDED_KEY)).toBe(localStorage.getItem(DEVICE_ID_KEY));
    } finally {
      fetch.mockRestore();
    }
  });

  it('is tried again on the next article when the backend refused it', async () => {
    const refused = events(-1);
    recordDevice(config);
    await settled();
    expect(refused).toHaveLength(1);
    expect(localStorage.getItem(DEVICE_RECORDED_KEY)).toBeNull();
    const sent = events();
    recordDevice(config);
    await settled();
    expect(sent).toHaveLength(1);
  });
});
