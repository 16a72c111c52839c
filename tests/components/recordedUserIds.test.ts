import { http, HttpResponse } from 'msw';
import { server } from './server';
import { decryptUserIdFields } from '../../backend/sessions/sm2UserIds';
import { startBrowserSession } from './browserSession';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { postArticleEvent } from '@/lib/stats/articleStats';

// The GB/T 32918.5-2017 example key pair (as in tests/backend/sm2UserIds.test.ts).
const privateKey = '3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8';
const publicKey =
  '0409f9df311e5421a150dd7d161e4bc5c672179fad1833fc076bb08ff356f35020' +
  'ccea490ce26775a52dc6ea718cc1aa600aed05fbf35e084a6632f6072da9ad13';

const config = publicConfigFrom({}, '');

beforeAll(() => startBrowserSession({ config }));

function nextEvent(): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    server.use(
      http.post('http://localhost/api/main/event', async ({ request }) => {
        resolve(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ status: 0, message: '成功', data: {} });
      }),
    );
  });
}

describe('the read event with SM2 configured', () => {
  it('sends its id field encrypted, as the backend decrypts it', async () => {
    const event = nextEvent();
    postArticleEvent({ fileId: 42, config, stats: { sm2PublicKey: publicKey } }, 3);
    const sent = await event;
    expect(sent.id).toMatch(/^04[0-9a-f]{196}$/);
    expect(sent).toMatchObject({ appID: '1', type: '3' });
    decryptUserIdFields(sent, privateKey);
    expect(sent.id).toBe('42');
  });

  it('sends it in the clear without a key', async () => {
    const event = nextEvent();
    postArticleEvent({ fileId: 42, config, stats: {} }, 3);
    expect((await event).id).toBe('42');
  });
});
