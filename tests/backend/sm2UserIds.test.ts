import { sm2 } from 'sm-crypto';
import { ConfigError, loadConfig } from '../../backend/core/config';
import { DEMO_MEMBER } from '../../backend/members/seed';
import { decryptUserIdFields, sm2PublicKeyOf } from '../../backend/sessions/sm2UserIds';
import { get, signedContext, startApp, TEST_SECRETS, type TestApp, testConfig } from './testApp';
import { drivers } from './testDb';

// The encryption example of GB/T 32918.5-2017 (GM/T 0003.5, the recommended-curve parameters): private key d_B,
// public key P_B = (x, y), message "encryption standard", and the ciphertext C1 = (x1, y1), C3 and C2.
// (x1 happens to begin with 04 itself; the point-format byte 04 comes before it.)
const vector = {
  privateKey: '3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8',
  publicKey:
    '04' +
    '09f9df311e5421a150dd7d161e4bc5c672179fad1833fc076bb08ff356f35020' +
    'ccea490ce26775a52dc6ea718cc1aa600aed05fbf35e084a6632f6072da9ad13',
  message: 'encryption standard',
  c1: '04ebfc718e8d1798620432268e77feb6415e2ede0e073c0f4f640ecd2e149a73e858f9d81e5430a57b36daab8f950a3c64e6ee6a63094d99283aff767e124df0',
  c3: '59983c18f809e262923c53aec295d30383b54e39d609d160afcb1908d0bd8766',
  c2: '21886ca989ca9c7d58087307ca93092d651efa',
};
/** '04' + C1C3C2 as the site sends it: the standard's ciphertext in the order of GM/T 0003-2012. */
const standardCiphertext = `04${vector.c1}${vector.c3}${vector.c2}`;
/** "1" (the demo member's id) encrypted once with the vector's public key by sm-crypto's doEncrypt, then fixed here. */
const encryptedId1 =
  '0458c68d5149eb58d25a7f8a276420bfc3d0413c4ccc02e0fafe95e640396d6fec06b0fe3af523395e901b522d4458f0020ce44d9b73a31c976766bddfb2dbb74af888aad55ec298abc02ffa509be24ceb3a112c508d624d5f388069d302ba40b548';

describe('SM2 user id fields', () => {
  it('derives the standard public key from the standard private key', () => {
    expect(sm2PublicKeyOf(vector.privateKey)).toBe(vector.publicKey);
  });

  it('decrypts the standard ciphertext (C1C3C2) of every user id field', () => {
    const params: Record<string, string> = {
      userid: standardCiphertext,
      userId: standardCiphertext.toUpperCase(),
      id: encryptedId1,
      articleID: standardCiphertext,
    };
    decryptUserIdFields(params, vector.privateKey);
    expect(params).toEqual({
      userid: vector.message,
      userId: vector.message,
      id: '1',
      // Only the user id fields are touched.
      articleID: standardCiphertext,
    });
  });

  it('relies on sm-crypto encrypting C1C3C2 by default (cipherMode 1)', () => {
    const cipher = sm2.doEncrypt('10086', vector.publicKey);
    expect(sm2.doDecrypt(cipher, vector.privateKey, 1)).toBe('10086');
    expect(sm2.doDecrypt(cipher, vector.privateKey, 0)).toBe('');
    const params = { userid: `04${cipher}` };
    decryptUserIdFields(params, vector.privateKey);
    expect(params.userid).toBe('10086');
  });

  it('leaves clear ids alone and refuses ciphertext that does not decrypt', () => {
    const clear = { userid: '10001', id: '04' };
    decryptUserIdFields(clear, vector.privateKey);
    expect(clear).toEqual({ userid: '10001', id: '04' });
    const altered = `${standardCiphertext.slice(0, -2)}00`;
    expect(() => decryptUserIdFields({ userId: altered }, vector.privateKey)).toThrow('参数 userId 解密失败');
    const otherKey = sm2.generateKeyPairHex().privateKey;
    expect(() => decryptUserIdFields({ id: encryptedId1 }, otherKey)).toThrow('参数 id 解密失败');
  });

  it('reads SM2_PRIVATE_KEY as 64 hex digits', () => {
    expect(
      loadConfig({ ...TEST_SECRETS, SM2_PRIVATE_KEY: vector.privateKey.toUpperCase() }).members.sm2PrivateKey,
    ).toBe(vector.privateKey);
    expect(loadConfig(TEST_SECRETS).members.sm2PrivateKey).toBeUndefined();
    expect(() => loadConfig({ ...TEST_SECRETS, SM2_PRIVATE_KEY: 'abc' })).toThrow(ConfigError);
  });
});

describe.each(drivers)('a backend with an SM2 private key on $name', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver, {
      members: { ...testConfig().members, sm2PrivateKey: vector.privateKey },
    });
  });
  afterAll(() => t.close());

  it('tells the site its public key in getConfig', async () => {
    const config = await get<{ sm2PublicKey: string }>(t.app, '/main/getConfig');
    expect(config.body.data.sm2PublicKey).toBe(vector.publicKey);
  });

  it('answers an encrypted id as the member it stands for, signed or not', async () => {
    const plain = await get<{ nickname: string }>(t.app, '/main/memberDetail', { id: '1' });
    expect(plain.body.data.nickname).toBe(DEMO_MEMBER.nickname);
    const encrypted = await get(t.app, '/main/memberDetail', { id: encryptedId1 });
    expect(encrypted.body).toEqual(plain.body);
    // The signature covers the ciphertext as sent; decryption comes after it.
    const signed = signedContext({ id: encryptedId1 }, t.config.apiSignKey);
    expect((await get(t.app, '/main/memberDetail', signed)).body).toEqual(plain.body);
  });

  it('refuses an id that does not decrypt', async () => {
    const altered = `${encryptedId1.slice(0, -2)}00`;
    expect((await get(t.app, '/main/memberDetail', { id: altered })).body).toEqual({
      status: -1,
      message: '参数 id 解密失败',
      data: null,
    });
  });
});
