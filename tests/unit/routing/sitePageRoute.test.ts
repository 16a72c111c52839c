import { sitePageId, sitePagePath } from '@/lib/routing/sitePageRoute';

describe('site page ids', () => {
  it('takes the kind’s first page without an id, except for notices', () => {
    expect(sitePageId('about', {})).toBeUndefined();
    expect(sitePageId('product', { id: '4' })).toBe(4);
    expect(sitePageId('notice', {})).toBeNull();
    expect(sitePageId('notice', { id: '9' })).toBe(9);
  });

  it('finds nothing for an id no page can have', () => {
    for (const id of ['', '0', '-1', 'abc', '99999999999']) expect(sitePageId('about', { id })).toBeNull();
  });

  it('makes canonical paths with the id the page was opened with', () => {
    expect(sitePagePath('about', undefined)).toBe('/aboutUs.html');
    expect(sitePagePath('product', 4)).toBe('/productDetail.html?id=4');
    expect(sitePagePath('download', undefined)).toBe('/downloadClient.html');
    expect(sitePagePath('notice', 9)).toBe('/noticeDetail.html?id=9');
  });
});
