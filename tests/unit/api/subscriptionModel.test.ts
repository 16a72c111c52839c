import {
  toAccount,
  toAccountCategories,
  toAccountPage,
  toFaved,
  toFavoritePage,
  toSubscription,
} from '@/lib/api/subscriptionModel';
import { EMPTY } from '@/lib/api/envelope';

const xy = {
  xyID: 11,
  name: '临江发布',
  icon: 'https://img.example.cn/xy/11.png',
  intro: '临江市政府新闻办公室',
  catID: 3,
  subCount: 1200,
  articleCount: '45',
  isSub: 1,
};

describe('account categories', () => {
  it('keep the backend’s order and drop what names no category', () => {
    const raw = {
      list: [
        { catID: 3, name: '政务', code: 'XYACCOUNT', parentID: 0, childCount: 2 },
        { catID: '4', name: ' 媒体 ', parentID: '0', childCount: '0' },
        { catID: 0, name: '无效' },
        { catID: 5, name: '' },
        'junk',
      ],
    };
    expect(toAccountCategories(raw)).toEqual([
      { catID: 3, name: '政务', parentID: 0, childCount: 2 },
      { catID: 4, name: '媒体', parentID: 0, childCount: 0 },
    ]);
    expect(toAccountCategories(EMPTY)).toEqual([]);
    expect(toAccountCategories({ list: 'x' })).toEqual([]);
  });
});

describe('accounts', () => {
  it('read every field, and whether the member subscribes', () => {
    const { isSub, ...same } = xy;
    expect(isSub).toBe(1);
    expect(toAccount(xy)).toEqual({ ...same, articleCount: 45, subscribed: true, subTime: 0 });
    expect(toAccount({ ...xy, isSub: 0, icon: null, intro: undefined, subCount: -3 })).toMatchObject({
      subscribed: false,
      icon: '',
      intro: '',
      subCount: 0,
    });
  });

  it('are null when the spec counts them as empty (no id) or they have no name', () => {
    expect(toAccount({ ...xy, xyID: 0 })).toBeNull();
    expect(toAccount({ ...xy, xyID: -2 })).toBeNull();
    expect(toAccount({ ...xy, xyID: 1.5 })).toBeNull();
    expect(toAccount({ ...xy, name: '  ' })).toBeNull();
    expect(toAccount(null)).toBeNull();
  });

  it('come in pages under `xys`, with the time of a subscription on the member’s own list', () => {
    const page = toAccountPage({
      xys: [
        { ...xy, subTime: 1_750_000_000_000 },
        { xyID: 0, name: '空' },
      ],
      hasMore: true,
      page: 2,
      pageSize: 20,
    });
    expect(page.list.map((account) => [account.xyID, account.subTime])).toEqual([[11, 1_750_000_000_000]]);
    expect(page).toMatchObject({ hasMore: true, page: 2 });
    expect(toAccountPage(EMPTY)).toEqual({ list: [], hasMore: false, page: 1 });
  });

  it('answer a subscription’s new state, or nothing when the reply names no account', () => {
    expect(toSubscription({ xyID: 11, isSub: 1, subCount: 1201 })).toEqual({
      xyID: 11,
      subscribed: true,
      subCount: 1201,
    });
    expect(toSubscription({ xyID: '11', isSub: 0, subCount: '1199' })).toEqual({
      xyID: 11,
      subscribed: false,
      subCount: 1199,
    });
    expect(toSubscription(EMPTY)).toBeNull();
  });
});

describe('favourites', () => {
  it('are article list items with the time each was added', () => {
    const page = toFavoritePage({
      list: [
        { fileId: 40, title: '江上新桥通车', columnID: 2, articleType: 0, favTime: 1_750_000_000_000 },
        { fileId: 0, title: '无效' },
      ],
      hasMore: false,
      page: 1,
    });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      fileId: 40,
      title: '江上新桥通车',
      href: '/newsDetail/2/40.html',
      favTime: 1_750_000_000_000,
    });
    expect(page.hasMore).toBe(false);
  });

  it('say whether one article is among them, from fav or favStatus', () => {
    expect(toFaved({ fileId: 40, faved: 1 }, 40)).toBe(true);
    expect(toFaved({ fileId: 40, faved: 0 }, 40)).toBe(false);
    expect(
      toFaved(
        {
          list: [
            { fileId: 39, faved: 1 },
            { fileId: 40, faved: 0 },
          ],
        },
        40,
      ),
    ).toBe(false);
    expect(toFaved({ list: [{ fileId: 39, faved: 1 }] }, 40)).toBeNull();
    expect(toFaved({ fileId: 41, faved: 1 }, 40)).toBeNull();
    expect(toFaved({ fileId: 40 }, 40)).toBeNull();
    expect(toFaved(EMPTY, 40)).toBeNull();
  });
});
