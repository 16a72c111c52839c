import { HOME_PATH, loginAddress, loginHref, redirectPath } from '@/lib/auth/redirectTarget';

describe('where the login page sends a reader back', () => {
  it('follows paths of this site, query and all', () => {
    expect(redirectPath('/activityVote/1/1.html', '')).toBe('/activityVote/1/1.html');
    expect(redirectPath('/newsDetail/3/12.html?share=1#c', '')).toBe('/newsDetail/3/12.html?share=1#c');
  });

  it('takes the base path off, so links and redirects add it once', () => {
    expect(redirectPath('/wap/default/getUserInfo.html', '/wap/default')).toBe('/getUserInfo.html');
    expect(redirectPath('/getUserInfo.html', '/wap/default')).toBe(HOME_PATH);
  });

  it('goes home for anything else', () => {
    for (const raw of [
      undefined,
      '',
      'https://evil.example/x.html',
      '//evil.example/x.html',
      '/\\evil.example',
      '/\r\nevil',
      ' /home.html',
      'javascript:alert(1)',
      'home.html',
      '/login.html?redirect=/x.html',
    ]) {
      expect(redirectPath(raw, '')).toBe(HOME_PATH);
    }
    expect(redirectPath('/wap/default//evil.example', '/wap/default')).toBe(HOME_PATH);
  });

  it('links to the login page with the way back', () => {
    expect(loginHref('/invite.html', '/wap')).toBe('/login.html?redirect=%2Fwap%2Finvite.html');
  });

  it('addresses the login page from the browser, base path first, back to the page shown', () => {
    const address = loginAddress('/wap/newsDetail/3/44.html?yl=1', '/wap');
    expect(address).toBe('/wap/login.html?redirect=%2Fwap%2FnewsDetail%2F3%2F44.html%3Fyl%3D1');
    const back = new URL(address, 'https://news.example.cn').searchParams.get('redirect');
    expect(redirectPath(back, '/wap')).toBe('/newsDetail/3/44.html?yl=1');
  });
});
