import {
  publicOrigin,
  readerAddressFrom,
  requestOrigin,
  settleForwardedHeaders,
  trustedEntry,
  trustedProxyHops,
} from '@/lib/config/forwarding.mjs';

const reading = (headers: Record<string, string>) => (name: string) => headers[name];

describe('trustedProxyHops', () => {
  it('is 0 unless set, and refuses what is not a small whole number', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '2' })).toBe(2);
    for (const bad of ['-1', '1.5', 'one', '11']) {
      expect(() => trustedProxyHops({ TRUST_PROXY_HOPS: bad })).toThrow('TRUST_PROXY_HOPS');
    }
  });
});

describe('settleForwardedHeaders', () => {
  const settled = (headers: Record<string, string>, hops: number) => {
    const copy: Record<string, string | string[] | undefined> = { host: 'news.example', ...headers };
    settleForwardedHeaders(copy, '192.0.2.1', hops);
    return copy;
  };

  it('takes the reader from the socket, whatever a client says, with no trusted proxy', () => {
    expect(
      settled(
        {
          'x-forwarded-for': '10.0.0.1',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          forwarded: 'for=10.0.0.2',
          'x-real-ip': '10.0.0.3',
        },
        0,
      ),
    ).toEqual({ host: 'news.example', 'x-forwarded-for': '192.0.2.1' });
  });

  it('takes what the trusted proxies appended, not what the client put before it', () => {
    const headers = settled(
      {
        'x-forwarded-for': '10.0.0.1, 203.0.113.5, 198.51.100.2',
        'x-forwarded-host': 'm.example.cn, lb.internal',
        'x-forwarded-proto': 'https',
      },
      2,
    );
    expect(headers).toEqual({
      host: 'news.example',
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-host': 'm.example.cn',
      'x-forwarded-proto': 'https',
    });
    expect(settled({ 'x-forwarded-host': 'evil.example, m.example.cn' }, 1)['x-forwarded-host']).toBe(
      'm.example.cn',
    );
    // Settled again (a page refresh the site sends itself), nothing changes.
    expect(settled(headers as Record<string, string>, 2)).toEqual(headers);
  });

  it('falls back to the socket when the proxies sent no address', () => {
    expect(settled({}, 1)['x-forwarded-for']).toBe('192.0.2.1');
    expect(trustedEntry('a, b', 5)).toBe('a');
    expect(trustedEntry('a, b', 0)).toBeUndefined();
  });
});

describe('readerAddressFrom', () => {
  it('reads the settled address, or nothing', () => {
    expect(readerAddressFrom(reading({ 'x-forwarded-for': '203.0.113.5' }))).toBe('203.0.113.5');
    expect(readerAddressFrom(reading({}))).toBeNull();
  });
});

describe('requestOrigin and publicOrigin', () => {
  it('answers an allowed host as asked, and any other as the first allowed host', () => {
    expect(requestOrigin(reading({ host: '127.0.0.1:3210' }), {})).toBe('http://127.0.0.1:3210');
    expect(requestOrigin(reading({ host: 'evil.example' }), {})).toBe('http://localhost');
    const hosts = { SITE_HOSTS: 'm.example.cn news.example.cn:8443' };
    expect(requestOrigin(reading({ host: 'm.example.cn:8080' }), hosts)).toBe('https://m.example.cn:8080');
    expect(requestOrigin(reading({ host: 'news.example.cn:8443' }), hosts)).toBe(
      'https://news.example.cn:8443',
    );
    expect(requestOrigin(reading({ host: 'news.example.cn' }), hosts)).toBe('https://m.example.cn');
    expect(requestOrigin(reading({ host: 'm.example.cn/evil' }), hosts)).toBe('https://m.example.cn');
  });

  it('believes forwarded host and scheme only within the trusted hops', () => {
    const headers = reading({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'm.example.cn',
      'x-forwarded-proto': 'http',
    });
    expect(requestOrigin(headers, { SITE_HOSTS: 'm.example.cn' })).toBe('https://m.example.cn');
    expect(requestOrigin(headers, { SITE_HOSTS: 'm.example.cn', TRUST_PROXY_HOPS: '1' })).toBe(
      'http://m.example.cn',
    );
  });

  it('is SITE_URL when it is set', () => {
    expect(publicOrigin(reading({ host: 'evil.example' }), { SITE_URL: 'https://news.example.cn/' })).toBe(
      'https://news.example.cn',
    );
  });
});
