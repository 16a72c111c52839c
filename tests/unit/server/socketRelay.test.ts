import { FORWARD_SECRET_HEADER, relayedHead, SOCKET_PATH } from '@/lib/server/socketRelay.mjs';
import { SITE_FORWARD_SECRET_HEADER } from '@/lib/contract/forwarding';
import { LIVE_SOCKET_PATH } from '@/lib/contract/liveSocket';

describe('the live socket relay', () => {
  it('speaks the contract’s header and path', () => {
    expect(FORWARD_SECRET_HEADER).toBe(SITE_FORWARD_SECRET_HEADER);
    expect(SOCKET_PATH).toBe(`${LIVE_SOCKET_PATH}/`);
  });

  it('vouches for the reader with the site’s secret, never with one the reader sent', () => {
    const req = {
      headers: {
        host: 'news.example.cn',
        upgrade: 'websocket',
        'x-forwarded-for': '203.0.113.9',
        [FORWARD_SECRET_HEADER]: 'made-up',
      },
    };
    const head = relayedHead(req, '/ws/tok', '127.0.0.1:4010', 'shared');
    expect(head.startsWith('GET /ws/tok HTTP/1.1\r\n')).toBe(true);
    expect(head).toContain('host: 127.0.0.1:4010\r\n');
    expect(head).toContain('x-forwarded-for: 203.0.113.9\r\n');
    expect(head).toContain(`${FORWARD_SECRET_HEADER}: shared\r\n`);
    expect(head).not.toContain('made-up');
    expect(head.endsWith('\r\n\r\n')).toBe(true);
    const unvouched = relayedHead(req, '/ws/tok', '127.0.0.1:4010', undefined);
    expect(unvouched).not.toContain('x-forwarded-for');
    expect(unvouched).not.toContain(FORWARD_SECRET_HEADER);
  });
});
