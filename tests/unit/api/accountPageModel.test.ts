import {
  toAccountInfo,
  toCheer,
  toDynamic,
  toDynamicPage,
  toQuestionPage,
  toRanking,
  toRules,
} from '@/lib/api/accountPageModel';
import { accountPageRefusal } from '@/lib/auth/accountPageMessages';
import { ApiError } from '@/lib/api/apiError';

const account = { xyID: 1, name: '临江日报', catID: 2, subCount: 3, articleCount: 22, dynamicCount: 12 };

describe('account page mappers', () => {
  it('counts an account as empty by the spec’s states, and drops one without an id', () => {
    expect(toAccountInfo({ ...account, xyStatus: 0, xyForbidden: 0 })).toMatchObject({
      empty: false,
      dynamicCount: 12,
    });
    for (const states of [{ xyStatus: 1 }, { xyStatus: 4 }, { xyForbidden: 1 }, { xyForbidden: '1' }]) {
      expect(toAccountInfo({ ...account, ...states })?.empty).toBe(true);
    }
    expect(toAccountInfo({ ...account, xyID: 0 })).toBeNull();
    expect(toAccountInfo({ ...account, xyID: -3 })).toBeNull();
  });

  it('keeps a dynamic’s pictures and videos with safe addresses only', () => {
    const dynamic = toDynamic({
      id: 5,
      xyID: 1,
      content: '码头',
      attachments: [
        { type: 'pic', url: '/demo/a.svg', width: 750, height: 422 },
        { type: 'pic', url: 'javascript:alert(1)', width: 1, height: 1 },
        { type: 'video', url: '/demo/hls/riverside/index.m3u8', poster: '/demo/b.svg' },
        { type: 'audio', url: '/a.mp3' },
      ],
      publishTime: 1_700_000_000_000,
    });
    expect(dynamic?.attachments).toEqual([
      { type: 'pic', url: '/demo/a.svg', width: 750, height: 422 },
      { type: 'video', url: '/demo/hls/riverside/index.m3u8', poster: '/demo/b.svg' },
    ]);
    expect(toDynamic({ id: 0 })).toBeNull();
  });

  it('has more dynamics when 10 came back, more questions when 20 did', () => {
    const dynamics = (n: number) => ({ list: Array.from({ length: n }, (_, i) => ({ id: i + 1 })) });
    expect(toDynamicPage(dynamics(10)).hasMore).toBe(true);
    expect(toDynamicPage(dynamics(9)).hasMore).toBe(false);
    expect(toQuestionPage({ list: dynamics(10).list.map((q) => ({ ...q, content: '问' })) }).hasMore).toBe(
      false,
    );
    expect(toQuestionPage({ list: dynamics(20).list.map((q) => ({ ...q, content: '问' })) }).hasMore).toBe(
      true,
    );
  });

  it('reads the ranking, a cheer and the rules', () => {
    const ranking = toRanking(
      {
        list: [
          { rank: 1, xyID: 3, name: '临江发布', score: 120, cheers: 2 },
          { rank: 2, xyID: 0, name: '无' },
        ],
      },
      'week',
    );
    expect(ranking.list).toEqual([{ rank: 1, xyID: 3, name: '临江发布', icon: '', score: 120, cheers: 2 }]);
    expect(toCheer({ used: 1, remaining: 2 })).toEqual({ remaining: 2 });
    expect(toRules({ content: '  规则 ' })).toBe('规则');
    expect(toRules(null)).toBe('');
  });

  it('says the cheer limit and a repeated praise in the reader’s language', () => {
    const refused = (status: number) => new ApiError('hitXyBulletin', 'status', { status, message: '…' });
    expect(accountPageRefusal(refused(10311))).toEqual({
      key: 'accountPage.cheerLimit',
      values: { count: '3' },
    });
    expect(accountPageRefusal(refused(10312))).toEqual({ key: 'comment.alreadyLiked' });
  });
});
