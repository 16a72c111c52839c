import { liveQuery, MAX_REPORT_PAGES, moreReportsHref } from '@/components/live/liveRoute';

describe('the live route /liveDetail/:linkID?/:id.html', () => {
  it('reads the live, the link it came from and how many pages of reports to show', () => {
    expect(liveQuery({ id: '9' })).toEqual({ id: 9, linkId: null, pages: 1 });
    expect(liveQuery({ linkID: '14', id: '9', page: '3' })).toEqual({ id: 9, linkId: 14, pages: 3 });
    expect(liveQuery({ id: 'x', page: '0' })).toEqual({ id: null, linkId: null, pages: 1 });
    expect(liveQuery({ id: '9', page: '999' }).pages).toBe(MAX_REPORT_PAGES);
    expect(liveQuery({ id: '9', page: '-2' }).pages).toBe(1);
  });

  it('asks for one more page on the path it was opened on, keeping the reader flags', () => {
    expect(moreReportsHref({ id: '9' }, 2)).toBe('/liveDetail/9.html?page=2');
    expect(moreReportsHref({ linkID: '14', id: '9', page: '2', theme: 'dark', isShare: 'true' }, 3)).toBe(
      '/liveDetail/14/9.html?theme=dark&isShare=true&page=3',
    );
  });
});
