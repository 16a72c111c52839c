import { expect, test } from './test';
import { createArticle, previewLink } from './ingest';
import { ADMIN_TOKEN, APP_UA, BACKEND_URL, PHONE_UA } from './stack';

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
    // Kept plain, sent gzipped to a reader who takes it.
    expect(second.headers()['content-encoding']).toBe('gzip');

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

  test('previews and signed-in app readers are never shared', async ({ request }) => {
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

    const member = APP_UA.replace('xyuid/0', 'xyuid/42');
    for (let i = 0; i < 2; i += 1) {
      const page = await request.get('/home.html', { headers: { 'user-agent': member } });
      expect(page.headers()['cache-control']).toBe('private, no-store');
      expect(page.headers()['x-xy-cache']).toBeUndefined();
    }
  });
});
