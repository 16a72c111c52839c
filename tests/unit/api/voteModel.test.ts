import { toCastVote, toOptionPage, toVote, toVoteResult } from '@/lib/api/voteModel';
import { readSort, voteHref } from '@/lib/routing/voteLinks';

describe('vote mappers', () => {
  it('reads the vote with its spec names and drops what it cannot use', () => {
    const vote = toVote({
      id: 2,
      title: '寻找临江“最美教师”',
      isbegin: 1,
      startTime: 1,
      endTime: 2,
      vs_head_voteimage: 'javascript:alert(1)',
      vs_votetheme_list: [{ title: '评选对象', content: '全市教师' }, { title: '' }],
      vs_user_inforule: [
        { key: 'name', label: '姓名', kind: 'name', required: true },
        { key: 'phone', label: '手机号', kind: 'phone' },
        { key: 'x y', label: '坏的', kind: 'name' },
        { key: 'age', label: '年龄', kind: 'number' },
      ],
      limits: { perDay: 1, perOption: -3, total: 5 },
      mine: { infoFilled: true, todayVotes: 1, totalVotes: 4 },
    });
    expect(vote).toMatchObject({
      id: 2,
      state: 1,
      headImage: '',
      themes: [{ title: '评选对象', content: '全市教师' }],
      infoRule: [
        { key: 'name', label: '姓名', kind: 'name', required: true },
        { key: 'phone', label: '手机号', kind: 'phone', required: true },
      ],
      limits: { perDay: 1, perOption: 0, total: 5 },
      mine: { infoFilled: true, todayVotes: 1, totalVotes: 4 },
    });
    expect(toVote({ id: 3, isbegin: 9 })?.state).toBe(2);
    expect(toVote({ id: 3 })?.mine).toBeNull();
    expect(toVote(null)).toBeNull();
  });

  it('reads options, results and a cast vote', () => {
    expect(
      toOptionPage({
        list: [{ id: 1, title: '金色稻浪', voteCount: 96 }, { title: '无 id' }],
        hasMore: true,
      }),
    ).toEqual({
      list: [expect.objectContaining({ id: 1, title: '金色稻浪', voteCount: 96, picture: '' })],
      hasMore: true,
    });
    expect(toVoteResult({ totalVotes: 15, list: [{ id: 1, rank: 1, percent: 60 }] })).toEqual({
      totalVotes: 15,
      list: [expect.objectContaining({ id: 1, rank: 1, percent: 60 })],
    });
    expect(toCastVote({ optionId: 1, voteCount: 97, mine: { infoFilled: true, todayVotes: 1 } })).toEqual({
      optionId: 1,
      voteCount: 97,
      mine: { infoFilled: true, todayVotes: 1, totalVotes: 0 },
    });
  });
});

describe('vote links', () => {
  it('keeps the default sort out of the address and the rest in it', () => {
    expect(voteHref('phone', 1)).toBe('/activityVote/0/1.html');
    expect(voteHref('web', 1, { sort: 2, name: '稻 浪' })).toBe(
      '/activityVoteWeb/0/1.html?sort=2&name=%E7%A8%BB+%E6%B5%AA',
    );
    expect(voteHref('phone', 1, { sort: 1, view: 'result' })).toBe('/activityVote/0/1.html?view=result');
    expect([readSort('3'), readSort('9'), readSort(undefined)]).toEqual([3, 1, 1]);
  });
});
