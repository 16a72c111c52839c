import { decryptUserIdFields, USER_ID_FIELDS as BACKEND_FIELDS } from '../../../backend/sessions/sm2UserIds';
import { USER_ID_FIELDS } from '@/lib/format/sm2';
import { protectUserIds, RECORDED_USER_ID_FIELDS } from '@/lib/stats/userIds';
import { toSiteConfig } from '@/lib/api/siteConfig';

jest.mock('@/lib/api/serverApi', () => ({ serverApi: {} }));

// The key pair of the encryption example of GB/T 32918.5-2017 (GM/T 0003.5), the one tests/backend/sm2UserIds
// decrypts the standard's ciphertext with: what the site encrypts with its public key must decrypt on the backend.
const privateKey = '3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8';
const publicKey =
  '04' +
  '09f9df311e5421a150dd7d161e4bc5c672179fad1833fc076bb08ff356f35020' +
  'ccea490ce26775a52dc6ea718cc1aa600aed05fbf35e084a6632f6072da9ad13';

describe('recorded user ids', () => {
  it('are the same three fields on the site, in its SM2 module and on the backend', () => {
    expect([...RECORDED_USER_ID_FIELDS]).toEqual([...USER_ID_FIELDS]);
    expect([...RECORDED_USER_ID_FIELDS]).toEqual([...BACKEND_FIELDS]);
  });

  it('go in the clear without a key (the same object back)', async () => {
    const fields = { appID: '1', id: '42', type: '3' };
    await expect(protectUserIds(fields, '')).resolves.toBe(fields);
    await expect(protectUserIds(fields, undefined)).resolves.toBe(fields);
  });

  it('leave fields without a user id alone even with a key', async () => {
    const query = { dataType: '1000005', articleID: '42', userUuid: '123' };
    await expect(protectUserIds(query, publicKey)).resolves.toBe(query);
  });

  it('are encrypted with the standard key as 04 + C1C3C2, and the backend decrypts them', async () => {
    const fields = { appID: '1', id: '42', userid: '10086', userId: '7', type: '3' };
    const sent = await protectUserIds(fields, publicKey);
    for (const name of RECORDED_USER_ID_FIELDS) {
      // 04, C1 (128 hex digits), C3 (64), C2 (as long as the plaintext).
      expect(sent[name]).toMatch(new RegExp(`^04[0-9a-f]{${128 + 64 + 2 * fields[name].length}}$`));
    }
    expect(sent).toMatchObject({ appID: '1', type: '3' });
    const received: Record<string, string> = { ...sent };
    decryptUserIdFields(received, privateKey);
    expect(received).toEqual(fields);
  });

  it('are encrypted afresh each time (a random k per encryption)', async () => {
    const first = await protectUserIds({ userid: '1' }, publicKey);
    const second = await protectUserIds({ userid: '1' }, publicKey);
    expect(first.userid).not.toBe(second.userid);
  });

  it('reject a key that is not an SM2 point', async () => {
    await expect(protectUserIds({ id: '1' }, `04${'00'.repeat(64)}`)).rejects.toThrow('Invalid public key');
  });
});

describe('the SM2 key of site config', () => {
  const key = `04${'a1'.repeat(64)}`;
  it('keeps an uncompressed point and drops anything else', () => {
    expect(toSiteConfig({ sm2PublicKey: key }).stats.sm2PublicKey).toBe(key);
    expect(toSiteConfig({ sm2PublicKey: ` ${key.slice(2)} ` }).stats.sm2PublicKey).toBe(key.slice(2));
    expect(toSiteConfig({ sm2PublicKey: 'not-a-key' }).stats.sm2PublicKey).toBe('');
    expect(toSiteConfig({}).stats.sm2PublicKey).toBe('');
  });
});
