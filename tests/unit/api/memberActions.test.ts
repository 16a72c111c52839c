import {
  addPoints,
  readFavorite,
  redeemInviteCode,
  saveFavorite,
  savePassword,
  saveProfile,
  saveSubscription,
} from '@/lib/api/memberActions';
import { fakeClient } from './fakeClient';

const member = { userid: 7, nickname: '临江读者', sex: 1, birthday: '1990-05-01', intro: '' };

describe("a member's writes", () => {
  it('save the profile, empty fields included, and answer the member as saved', async () => {
    const { api, calls } = fakeClient(() => member);
    const saved = await saveProfile(api, { nickname: '临江读者', sex: 1, birthday: '', intro: '' });
    expect(saved).toMatchObject({ userid: '7', nickname: '临江读者', sex: 1 });
    expect(calls).toEqual([['member/info', { nickname: '临江读者', sex: 1, birthday: '', intro: '' }]]);
  });

  it('set the password with its confirmation', async () => {
    const { api, calls } = fakeClient(() => member);
    expect(await savePassword(api, { password: 'abc12345', confirmPassword: 'abc12345' })).toMatchObject({
      userid: '7',
    });
    expect(calls).toEqual([['setPassword', { password: 'abc12345', confirmPassword: 'abc12345' }]]);
  });

  it("redeem a friend's code for the points it earned, 0 when the answer does not say", async () => {
    const { api, calls } = fakeClient(() => ({ inviter: { userid: 8 }, added: 10, total: 30 }));
    expect(await redeemInviteCode(api, 'AB12CD')).toEqual({ added: 10 });
    expect(calls).toEqual([['invite/use', { code: 'AB12CD' }]]);
    expect(await redeemInviteCode(fakeClient(() => ({})).api, 'AB12CD')).toEqual({ added: 0 });
  });

  it("add an article's points for an action", async () => {
    const { api, calls } = fakeClient(() => ({ added: 2, total: 12, today: 3 }));
    expect(await addPoints(api, 40, 'share')).toEqual({ added: 2 });
    expect(calls).toEqual([['score/add', { action: 'share', fileId: 40 }]]);
  });

  it('save and read a favourite, and subscribe or unsubscribe', async () => {
    const { api, calls } = fakeClient((name) =>
      name === 'favStatus'
        ? { list: [{ fileId: 40, faved: 1 }] }
        : { fileId: 40, faved: 0, xyID: 11, isSub: 1 },
    );
    await saveFavorite(api, 40, false);
    await readFavorite(api, 40);
    await saveSubscription(api, 11, true);
    await saveSubscription(api, 11, false);
    expect(calls.map(([name, params]) => [name, params])).toEqual([
      ['fav', { fileId: 40, type: 0 }],
      ['favStatus', { fileIds: 40 }],
      ['topicSub', { xyID: 11 }],
      ['topicSubCancel', { xyID: 11 }],
    ]);
  });
});
