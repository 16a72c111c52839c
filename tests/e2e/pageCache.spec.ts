import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './test';
import { createArticle, previewLink } from './ingest';
import { ADMIN_TOKEN, APP_UA, BACKEND_URL, PHONE_UA, SITE_URL } from './stack';
import { signedInCookie } from '../bench/stack.mjs';
import { untilReactOwns } from './stories';

// The site's micro-cache for anonymous pages (lib/server/cachingHandler.mjs), seen from outside.
test.describe('page cache', () => {
  test('an anonymous article is rendered once, shared, and rendered again when the CMS edits it', async ({
    request,
  }) => {
    const fileId = await createArticle(request, {
      title: '缓存测试：滨江步道今晚亮灯',
      columnID: 1,
      content: '<p>亮灯时间为每晚七点。</p>',
    });
    const path = `/newsDetail/1/${fileId}.html`;
    const first = await request.get(path, { headers: { 'user-agent': PHONE_UA } });
    // Browsers always ask again; shared caches (this one, a CDN) may keep the page.
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(first.headers()['cdn-cache-control']).toBe('max-age=10, stale-while-revalidate=60');
    expect(first.headers()['x-xy-cache']).toBe('MISS');
    const second = await request.get(path, { headers: { 'user-agent': PHONE_UA } });
    expect(second.headers()['x-xy-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    // The shared copy keeps its own CSP, whose nonce matches the scripts in it.
    const nonce = /'nonce-([^']+)'/.exec(second.headers()['content-security-policy'] ?? '')?.[1];
    expect(await second.text()).toContain(`nonce="${nonce}"`);
    // Kept plain, sent in brotli to a reader who takes it (Playwright asks for gzip, deflate or br).
    expect(second.headers()['content-encoding']).toBe('br');

    const edit = await request.put(`${BACKEND_URL}/ingest/articles/${fileId}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { title: '缓存测试：滨江步道亮灯时间调整' },
    });
    expect(edit.ok()).toBe(true);
    const edited = await request.get(path, { headers: { 'user-agent': PHONE_UA } });
    expect(edited.headers()['x-xy-cache']).toBe('MISS');
    expect(await edited.text()).toContain('缓存测试：滨江步道亮灯时间调整');
  });

  test("a page's scripts load after its first paint, and the page hydrates", async ({ page, request }) => {
    const html = await (await request.get('/home.html', { headers: { 'user-agent': PHONE_UA } })).text();
    expect(html).not.toMatch(/<script src="[^"]*\/_next\/static\/chunks\/[^"]+"[^>]*async/);
    expect(html).toMatch(/__xyLate\("[^"]*\/_next\/static\/chunks\/webpack-[^"]+"\)/);
    const loaded: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/_next/static/chunks/')) loaded.push(sent.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/home.html');
    // Next's client runtime has started (it announces itself on window.next).
    await expect.poll(() => page.evaluate(() => 'next' in window)).toBe(true);
    expect(loaded.length).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });

  test("a page's scripts go out in the brotli or gzip copy made at build time, the same bytes as the file", async ({
    request,
  }) => {
    const html = await (await request.get('/home.html', { headers: { 'user-agent': PHONE_UA } })).text();
    const script = /\/_next\/static\/chunks\/webpack-[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(`${SITE_URL}${script}`, { headers: { 'accept-encoding': acceptEncoding } }, async (response) => {
          const chunks: Buffer[] = [];
          for await (const piece of response) chunks.push(piece as Buffer);
          resolve({ headers: response.headers, body: Buffer.concat(chunks) });
        }).on('error', reject);
      });
    const file = readFileSync(join('.next', script!.replace('/_next/', '')));
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(readFileSync(join('.next', `${script!.replace('/_next/', '')}.br`)));
    expect(brotliDecompressSync(br.body)).toEqual(file);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(file);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(file);
  });

  test('signed-in readers and any cookie share the anonymous copy, which holds nothing of the member', async ({
    request,
  }) => {
    const fileId = await createArticle(request, {
      title: '缓存测试：会员与访客同读一页',
      columnID: 1,
      content: '<p>同一份页面。</p>',
    });
    const path = `/newsDetail/1/${fileId}.html`;
    const anonymous = await request.get(path, { headers: { 'user-agent': PHONE_UA } });
    expect(anonymous.headers()['x-xy-cache']).toBe('MISS');
    const member = await signedInCookie(SITE_URL);
    for (const cookie of [member, 'xy-session=garbage-not-sealed']) {
      const answer = await request.get(path, { headers: { 'user-agent': PHONE_UA, cookie } });
      expect(answer.headers()['x-xy-cache']).toBe('HIT');
      expect(answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
      const html = await answer.text();
      expect(html).toBe(await anonymous.text());
      // The demo member's name and their page's address are not in it: the more icon is an island.
      expect(html).not.toContain('临江读者');
      expect(html).not.toContain('getUserInfo.html');
    }
  });

  test('a link shared in WeChat is one page however WeChat tags it, and keeps its tags in the address bar', async ({
    page,
    request,
  }) => {
    const fileId = await createArticle(request, {
      title: '缓存测试：朋友圈转发的稿件',
      columnID: 1,
      content: '<p>转发多少次，都是同一页。</p>',
    });
    const path = `/newsDetail/1/${fileId}.html`;
    const shared = await request.get(`${path}?from=singlemessage&isappinstalled=0`, {
      headers: { 'user-agent': PHONE_UA },
    });
    expect(shared.headers()['x-xy-cache']).toBe('MISS');
    for (const tags of ['?from=timeline', '?from=groupmessage&nsukey=Zk3%2Fq9', '?utm_source=weibo', '']) {
      const copy = await request.get(path + tags, { headers: { 'user-agent': PHONE_UA } });
      expect(copy.headers()['x-xy-cache']).toBe('HIT');
      expect(await copy.text()).toBe(await shared.text());
    }
    // A flag of the page's own is another page.
    const flagged = await request.get(`${path}?isShare=1&from=timeline`, {
      headers: { 'user-agent': PHONE_UA },
    });
    expect(flagged.headers()['x-xy-cache']).toBe('MISS');

    const opened = `${path}?from=timeline&isappinstalled=0`;
    await page.goto(opened);
    await untilReactOwns(page.locator('a[data-back-link]'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('缓存测试：朋友圈转发的稿件');
    expect(page.url()).toBe(SITE_URL + opened);
  });

  test('previews are never shared; signed-in app readers share the public copy', async ({ request }) => {
    const draft = await createArticle(request, {
      title: '缓存测试：未发布的稿件',
      columnID: 1,
      aStatus: 0,
      content: '<p>草案。</p>',
    });
    const { previewToken } = await previewLink(request, draft);
    const preview = await request.get(
      `/newsDetail/1/${draft}.html?yl=1&previewToken=${encodeURIComponent(previewToken)}`,
    );
    expect(preview.status()).toBe(200);
    expect(preview.headers()['cache-control']).toBe('private, no-store');
    expect(preview.headers()['x-xy-cache']).toBeUndefined();

    await request.get('/home.html', { headers: { 'user-agent': APP_UA } });
    const member = APP_UA.replace('xyuid/0', 'xyuid/42');
    const page = await request.get('/home.html', { headers: { 'user-agent': member } });
    expect(page.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(page.headers()['x-xy-cache']).toMatch(/^(HIT|STALE)$/);
  });
});
