import { buildParams } from '@/lib/api/requestContext';
import { canonicalString, needsSignature, signParams } from '@/lib/api/signing';
import { md5 } from '@/lib/api/md5';

const context = { siteId: 1, appID: 7, device: 'xy123', curVersions: '1.0.0', apiVersion: 3 };

describe('request context', () => {
  it('adds siteId, appID, device, curVersions, apiVersion and t to every call', () => {
    expect(buildParams(context, { columnId: 5 }, 1700000000000)).toEqual({
      siteId: '1',
      appID: '7',
      device: 'xy123',
      curVersions: '1.0.0',
      apiVersion: '3',
      t: '1700000000000',
      columnId: '5',
    });
  });

  it("lets a call's own parameters win and drops empty ones", () => {
    const params = buildParams(
      context,
      { siteId: 9, empty: '', missing: undefined, nothing: null, off: false },
      1,
    );
    expect(params.siteId).toBe('9');
    expect(params).not.toHaveProperty('empty');
    expect(params).not.toHaveProperty('missing');
    expect(params).not.toHaveProperty('nothing');
    expect(params.off).toBe('false');
  });

  it('keeps empty strings for an operation that sends them, still dropping missing values', () => {
    const params = buildParams(context, { intro: '', birthday: '', missing: undefined }, 1, true);
    expect(params.intro).toBe('');
    expect(params.birthday).toBe('');
    expect(params).not.toHaveProperty('missing');
  });
});

describe('payload signatures', () => {
  it('signs the sorted parameters, without the signature itself, with md5 and the key', async () => {
    const params = { b: '2', a: '1', signature: 'old', c: '中文' };
    expect(canonicalString(params)).toBe('a=1&b=2&c=中文');
    expect(await signParams(params, 'k')).toBe(await md5('a=1&b=2&c=中文k'));
    expect(await signParams(params, 'k')).not.toBe(await signParams(params, 'other'));
  });

  it('signs main and nis from api version 3 only', () => {
    expect(needsSignature('main', 3)).toBe(true);
    expect(needsSignature('nis', 4)).toBe(true);
    expect(needsSignature('main', 2)).toBe(false);
    expect(needsSignature('sso', 3)).toBe(false);
    expect(needsSignature('upload', 3)).toBe(false);
  });
});
