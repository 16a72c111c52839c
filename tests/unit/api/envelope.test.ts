import { interpretEnvelope } from '@/lib/api/envelope';
import { isEnvelope } from '@/lib/api/status';

describe('the response table of spec section 7', () => {
  it('unwraps data on status 0', () => {
    expect(interpretEnvelope({ status: 0, data: { a: 1 } })).toEqual({ kind: 'data', data: { a: 1 } });
    expect(interpretEnvelope({ status: 0, data: [1] })).toEqual({ kind: 'data', data: [1] });
  });

  it.each([null, undefined, '', [], {}])('turns empty data %p into the empty marker', (data) => {
    expect(interpretEnvelope({ status: 0, data })).toEqual({ kind: 'empty' });
  });

  it('makes a negative status without data an error with the message, or "error"', () => {
    expect(interpretEnvelope({ status: -1, message: '栏目不存在' })).toEqual({
      kind: 'error',
      status: -1,
      message: '栏目不存在',
    });
    expect(interpretEnvelope({ status: -7 })).toEqual({ kind: 'error', status: -7, message: 'error' });
  });

  it('answers status 1 with an empty object', () => {
    expect(interpretEnvelope({ status: 1, message: 'whatever' })).toEqual({ kind: 'data', data: {} });
  });

  it('answers other positive statuses with an object carrying errmsg, or "error"', () => {
    expect(interpretEnvelope({ status: 2, message: '已经点过赞了哦!' })).toEqual({
      kind: 'data',
      data: { errmsg: '已经点过赞了哦!' },
    });
    expect(interpretEnvelope({ status: 3 })).toEqual({ kind: 'data', data: { errmsg: 'error' } });
  });

  it('sends 10201 to the download-the-app message', () => {
    expect(interpretEnvelope({ status: 10201, message: 'x' })).toMatchObject({
      kind: 'error',
      messageKey: 'signUpProgressInApp',
    });
  });

  it.each([10202, 10203, 10204])('makes %i a comment failure with the server message', (status) => {
    expect(interpretEnvelope({ status, message: '含有敏感词' })).toEqual({
      kind: 'error',
      status,
      message: '含有敏感词',
      messageKey: 'commentFailed',
    });
    expect(interpretEnvelope({ status })).toMatchObject({ message: '', messageKey: 'commentFailed' });
  });

  it.each([
    [10211, '报名未开始'],
    [10213, '名额已满'],
    [10222, '券码已使用'],
    [10224, '核销码错误'],
  ])('makes %i a refused sign-up or write-off, never data', (status, message) => {
    expect(interpretEnvelope({ status, message, data: null })).toEqual({ kind: 'error', status, message });
  });

  it.each([
    [10311, '今天的 3 次打榜已用完，明天再来吧'],
    [10312, '已经点过赞了哦!'],
  ])('makes %i a refused cheer or praise, never data', (status, message) => {
    expect(interpretEnvelope({ status, message, data: null })).toEqual({ kind: 'error', status, message });
  });

  it('recognises the session statuses', () => {
    expect(interpretEnvelope({ status: 1004 })).toEqual({ kind: 'authReset' });
    expect(interpretEnvelope({ status: 10111 })).toEqual({ kind: 'tokenExpired' });
    expect(interpretEnvelope({ status: 10102, message: 'm' })).toEqual({
      kind: 'appLogin',
      status: 10102,
      message: 'm',
    });
    expect(interpretEnvelope({ status: 10103 })).toMatchObject({ kind: 'appLogin', status: 10103 });
  });

  it('tells an envelope from other JSON', () => {
    expect(isEnvelope({ status: 0 })).toBe(true);
    expect(isEnvelope({ status: '0' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('<html>')).toBe(false);
  });
});
