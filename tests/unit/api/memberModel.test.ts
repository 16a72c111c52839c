import {
  toInviteCode,
  toInviteRecords,
  toLoginReply,
  toMemberInfo,
  toPointsDays,
  toPointsStats,
  toPublicMember,
} from '@/lib/api/memberModel';

const member = {
  userid: 7,
  nickname: '临江读者',
  head: '',
  sex: 2,
  birthday: '1990-05-01',
  intro: '爱读新闻',
  phone: '138****8000',
  hasPassword: true,
  wechatBound: false,
  inviteCode: 'ABC2345',
  createdAt: 1_700_000_000_000,
};

describe('member mappers', () => {
  it('map the member’s own information, and nothing without an id', () => {
    expect(toMemberInfo(member)).toEqual({ ...member, userid: '7' });
    expect(toMemberInfo({ ...member, sex: 9, birthday: 'yesterday' })).toMatchObject({
      sex: 0,
      birthday: '',
    });
    expect(toMemberInfo({ nickname: 'x' })).toBeNull();
    expect(toMemberInfo({ ...member, userid: 0 })).toBeNull();
    expect(toPublicMember({ userid: '8', nickname: '甲', phone: '13800138000' })).toEqual({
      userid: '8',
      nickname: '甲',
      head: '',
      intro: '',
      createdAt: 0,
    });
  });

  it('take a login only with both tokens and a member id', () => {
    const raw = { token: 'a', accessToken: 'a', refreshToken: 'r', userid: 7, isNew: true, member };
    expect(toLoginReply(raw)).toMatchObject({ token: 'a', refreshToken: 'r', userid: '7', isNew: true });
    expect(toLoginReply(raw)?.member?.nickname).toBe('临江读者');
    expect(toLoginReply({ ...raw, refreshToken: '' })).toBeNull();
    expect(toLoginReply({ ...raw, userid: null })).toBeNull();
    expect(toLoginReply({ ...raw, token: undefined })?.token).toBe('a');
  });

  it('map invitations', () => {
    expect(toInviteCode({ code: 'ABC2345', msg: '填写我的邀请码', invitedCount: 2, inviter: null })).toEqual({
      code: 'ABC2345',
      msg: '填写我的邀请码',
      invitedCount: 2,
      inviter: null,
    });
    const records = toInviteRecords({
      list: [{ userid: 9, nickname: '乙', time: 5 }, { nickname: 'no id' }],
      total: 1,
      hasMore: false,
      page: 1,
    });
    expect(records.list).toEqual([
      { userid: '9', nickname: '乙', head: '', intro: '', createdAt: 0, time: 5 },
    ]);
  });

  it('map points totals, rules and days', () => {
    expect(
      toPointsStats({
        total: 12,
        today: 3,
        rules: [{ action: 'read', name: '阅读', points: 1, dailyMax: 10, todayCount: 3 }],
      }),
    ).toEqual({
      total: 12,
      today: 3,
      rules: [{ action: 'read', name: '阅读', points: 1, dailyMax: 10, todayCount: 3 }],
    });
    const days = toPointsDays({
      list: [
        {
          date: '2025-06-01',
          total: 3,
          items: [{ action: 'read', name: '阅读', fileId: 12, title: '新闻', points: 1, time: 9 }],
        },
      ],
      hasMore: true,
      page: 2,
    });
    expect(days).toMatchObject({ hasMore: true, page: 2 });
    expect(days.list[0]?.items[0]).toEqual({
      action: 'read',
      name: '阅读',
      fileId: 12,
      title: '新闻',
      points: 1,
      time: 9,
    });
    expect(toPointsDays(null)).toEqual({ list: [], hasMore: false, page: 1 });
  });
});
