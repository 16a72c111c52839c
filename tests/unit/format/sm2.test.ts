import { sm2, sm3 } from 'sm-crypto';
import smCryptoPackage from 'sm-crypto/package.json';

import { USER_ID_FIELDS, encryptUserIdFields } from '@/lib/format/sm2';

const { publicKey, privateKey } = sm2.generateKeyPairHex();

// The ciphertext after the 04 prefix is what sm-crypto itself produces and decrypts (C1C3C2).
function decrypt(field: unknown): string {
  expect(typeof field).toBe('string');
  const cipher = field as string;
  expect(cipher.startsWith('04')).toBe(true);
  return sm2.doDecrypt(cipher.slice(2), privateKey, 1);
}

function versionAtLeast(version: string, major: number, minor: number): boolean {
  const [maj = 0, min = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  return maj > major || (maj === major && min >= minor);
}

describe('the installed sm-crypto', () => {
  it('is 0.5 or later, where SM2 random numbers come from the platform CSPRNG', () => {
    expect(versionAtLeast(smCryptoPackage.version, 0, 5)).toBe(true);
  });

  it('passes the SM3 known-answer test of GM/T 0004-2012 ("abc")', () => {
    expect(sm3('abc')).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('produces an uncompressed public key with the 04 prefix', () => {
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);
  });
});

describe('versionAtLeast (the helper of the version check)', () => {
  it.each([
    ['0.5.0', true],
    ['0.5.8', true],
    ['0.6.0', true],
    ['1.0.0', true],
    ['0.4.9', false],
    ['0.3.13', false],
  ])('%p ≥ 0.5 is %p', (version, expected) => {
    expect(versionAtLeast(version, 0, 5)).toBe(expected);
  });
});

describe('encryptUserIdFields', () => {
  it('covers exactly userid, userId and id', () => {
    expect([...USER_ID_FIELDS]).toEqual(['userid', 'userId', 'id']);
  });

  it('encrypts every user id field so that the private key recovers it', () => {
    const record = { userid: 'u-1001', userId: '张三', id: 42, dataType: 1000005 };
    const out = encryptUserIdFields(record, publicKey);
    expect(decrypt(out.userid)).toBe('u-1001');
    expect(decrypt(out.userId)).toBe('张三');
    expect(decrypt(out.id)).toBe('42');
  });

  it('writes hex: 04, then C1 (64 bytes), C3 (32 bytes) and C2 (as long as the plaintext)', () => {
    const out = encryptUserIdFields({ userid: 'abc' }, publicKey);
    expect(out.userid).toMatch(/^04[0-9a-f]+$/);
    expect(out.userid).toHaveLength(2 + 128 + 64 + 'abc'.length * 2);
  });

  it('leaves other fields and the input record untouched', () => {
    const record = { userid: 'u1', articleID: 'a-9', platform: 3, refer: '' };
    const out = encryptUserIdFields(record, publicKey);
    expect(out).not.toBe(record);
    expect(out.articleID).toBe('a-9');
    expect(out.platform).toBe(3);
    expect(out.refer).toBe('');
    expect(record.userid).toBe('u1');
    expect(Object.keys(out)).toEqual(['userid', 'articleID', 'platform', 'refer']);
  });

  it('gives different ciphertexts for the same value each time', () => {
    const first = encryptUserIdFields({ userid: 'same' }, publicKey).userid;
    const second = encryptUserIdFields({ userid: 'same' }, publicKey).userid;
    expect(first).not.toBe(second);
    expect(decrypt(first)).toBe('same');
    expect(decrypt(second)).toBe('same');
  });

  it('skips absent, empty and non-scalar id fields', () => {
    const record = { userid: '', userId: null, id: undefined, other: 'x' };
    const out = encryptUserIdFields(record, publicKey);
    expect(out).toEqual({ userid: '', userId: null, id: undefined, other: 'x' });
    expect(Object.hasOwn(encryptUserIdFields({ other: 1 }, publicKey), 'userid')).toBe(false);
    const odd = encryptUserIdFields({ id: Number.NaN, userid: { nested: 1 } }, publicKey);
    expect(odd.id).toBeNaN();
    expect(odd.userid).toEqual({ nested: 1 });
  });

  it('encrypts zero, which is a real id', () => {
    expect(decrypt(encryptUserIdFields({ id: 0 }, publicKey).id)).toBe('0');
  });

  it.each([
    ['an empty key', ''],
    ['a blank key', '   '],
    ['a missing key', null],
    ['an undefined key', undefined],
  ])('returns the record as it is for %s', (_label, key) => {
    const record = { userid: 'u1', id: 7 };
    expect(encryptUserIdFields(record, key)).toBe(record);
  });

  it('accepts a key without the 04 prefix and with surrounding spaces', () => {
    const bare = publicKey.slice(2);
    expect(decrypt(encryptUserIdFields({ userid: 'u2' }, bare).userid)).toBe('u2');
    expect(decrypt(encryptUserIdFields({ userid: 'u3' }, ` ${publicKey.toUpperCase()} `).userid)).toBe('u3');
  });

  it('throws for a key that is not a point on the curve', () => {
    const offCurve = `04${'1'.repeat(128)}`;
    expect(() => encryptUserIdFields({ userid: 'u1' }, offCurve)).toThrow('Invalid public key');
    expect(() => encryptUserIdFields({ userid: 'u1' }, 'not-a-key')).toThrow('Invalid public key');
  });

  it('does not need a valid key when there is nothing to encrypt', () => {
    expect(encryptUserIdFields({ other: 1 }, 'not-a-key')).toEqual({ other: 1 });
  });
});
