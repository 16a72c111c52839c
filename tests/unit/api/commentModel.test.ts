import {
  toComment,
  toCommentCount,
  toCommentPage,
  toHotComments,
  toPraiseState,
  toReplyPage,
} from '@/lib/api/commentModel';

const raw = {
  id: 31,
  rootID: 7,
  source: 0,
  parentID: 30,
  topID: 29,
  userID: 4,
  userName: '江边人',
  userIcon: 'javascript:alert(1)',
  content: '<b>不是标记</b>',
  images: ['/uploads/a.png', 'data:image/png;base64,xx', 5],
  created: 1_764_000_000_000,
  praiseCount: '12',
  official: 0,
  topping: 1,
  excellent: '1',
  status: 0,
  parentUserName: '临江日报',
};

describe('comments read from the backend', () => {
  it('keep what a reader may see and drop unsafe addresses', () => {
    expect(toComment(raw)).toEqual({
      id: 31,
      articleId: 7,
      source: 0,
      parentId: 30,
      topId: 29,
      userId: 4,
      userName: '江边人',
      userIcon: '',
      content: '<b>不是标记</b>',
      images: ['/uploads/a.png'],
      created: 1_764_000_000_000,
      praiseCount: 12,
      official: false,
      topping: true,
      excellent: true,
      pending: true,
      parentUserName: '临江日报',
    });
  });

  it('leave out an item without an id and default the rest', () => {
    expect(toComment({ content: 'x' })).toBeNull();
    expect(toComment('nonsense')).toBeNull();
    expect(toComment({ id: 2 })).toMatchObject({
      id: 2,
      pending: false,
      praiseCount: 0,
      images: [],
      created: 0,
      source: 0,
    });
    // What a comment is on: a source the contract names, else an article.
    expect(toComment({ id: 3, source: 2 })?.source).toBe(2);
    expect(toComment({ id: 4, source: 77 })?.source).toBe(0);
    expect(toHotComments({ list: [{ id: 1 }, null, { id: -3 }] }).map((c) => c.id)).toEqual([1]);
  });

  it('read the nested list with each thread, and the flat one without', () => {
    const page = toCommentPage({
      list: [{ ...raw, id: 29, topDiscuss: { list: [raw], hasMore: true, totalCount: 4 } }, { id: 28 }],
      hasMore: true,
      page: 2,
      totalCount: 41,
    });
    expect(page).toMatchObject({ hasMore: true, page: 2, totalCount: 41 });
    expect(page.list[0]?.replies).toMatchObject({ hasMore: true, totalCount: 4 });
    expect(page.list[0]?.replies?.list.map((c) => c.id)).toEqual([31]);
    expect(page.list[1]?.replies).toBeNull();
    expect(toCommentPage(null)).toEqual({ list: [], hasMore: false, page: 1, totalCount: 0 });
  });

  it('read a thread, the count and a praise', () => {
    expect(toReplyPage({ main: { id: 29 }, list: [raw], hasMore: false, totalCount: 1 })).toMatchObject({
      main: { id: 29 },
      list: [{ id: 31 }],
      totalCount: 1,
    });
    expect(toReplyPage({ list: [raw] })).toBeNull();
    expect(toCommentCount({ id: 7, count: 1234 })).toBe(1234);
    expect(toCommentCount({ count: -5 })).toBe(0);
    expect(toPraiseState({ discussID: 3, praised: 1, praiseCount: 9 })).toEqual({
      praised: true,
      praiseCount: 9,
    });
  });
});
