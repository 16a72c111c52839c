import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from './test';
import { expectNoSeriousViolations } from './axe';
import { patchConfig } from './ingest';
import { storyUnderArticle } from './stories';
import { APP_UA, FAKE_WECHAT_PORT, WECHAT_UA, WX_APPID, WX_TICKET } from './stack';

const IPHONE_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';

/** WeChat's token and ticket endpoints, as the backend calls them. */
function fakeWeChat(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/cgi-bin/token') {
      response.end(JSON.stringify({ access_token: 'e2e-access-token', expires_in: 7200 }));
    } else if (url.pathname === '/cgi-bin/ticket/getticket') {
      response.end(JSON.stringify({ errcode: 0, errmsg: 'ok', ticket: WX_TICKET, expires_in: 7200 }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  return new Promise((resolve) => server.listen(FAKE_WECHAT_PORT, '127.0.0.1', () => resolve(server)));
}

async function firstNewsArticle(page: Page) {
  await page.goto('/home.html');
  return (await page.locator('main a[href^="/newsDetail/"]').first().getAttribute('href')) ?? '';
}

test.describe('WeChat', () => {
  let wechat: Server;
  test.beforeAll(async () => {
    wechat = await fakeWeChat();
  });
  test.afterAll(() => new Promise<void>((resolve) => wechat.close(() => resolve())));
  test.use({ userAgent: WECHAT_UA });

  test('the WeChat browser gets a signed wx.config and the share card', async ({ page }) => {
    const wx = await recordWeChatSdk(page);
    const path = await firstNewsArticle(page);
    await page.goto(path);
    const { config, share } = await wx.card(1);
    expect(config.appId).toBe(WX_APPID);
    expect(config.signature).toBe(signatureOf(config, page.url().replace(/#.*/, '')));
    expect(share.title).toBe(await page.getByRole('heading', { level: 1 }).innerText());
    expect(share.link).toContain(path);
  });

  // WeChat on iOS checks a signature against the address the page was opened at, whatever the client router did
  // to the address bar since; WeChat on Android against the current one.
  for (const [device, userAgent] of [
    ['Android', WECHAT_UA],
    ['iPhone', IPHONE_WECHAT_UA],
  ] as const) {
    test(`WeChat on ${device} gets the next article's card after a tap to it, signed as WeChat there checks`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ userAgent });
      const wx = await recordWeChatSdk(page);
      await page.goto(await firstNewsArticle(page));
      const opened = page.url();
      await wx.card(1);
      const { story, href } = await storyUnderArticle(page);
      await story.click();
      await expect(page).toHaveURL(href);
      const next = await wx.card(2);
      expect(next.config.signature).toBe(signatureOf(next.config, device === 'iPhone' ? opened : page.url()));
      expect(next.share.title).toBe(await page.getByRole('heading', { level: 1 }).innerText());
      expect(next.share.link).toContain(href);
      await page.close();
    });
  }
});

type WxConfig = { appId: string; timestamp: number; nonceStr: string; signature: string };
type ShareCard = { title: string; link: string };

/** What WeChat's JS-SDK would check a signature of `url` against, as the backend signs it. */
const signatureOf = (config: WxConfig, url: string) =>
  createHash('sha1')
    .update(`jsapi_ticket=${WX_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`)
    .digest('hex');

/**
 * The JS-SDK itself comes from WeChat's CDN; a stand-in records what the page asks of it. `card(n)`: the nth share
 * card set (from 1), with the wx.config that came before it.
 */
async function recordWeChatSdk(page: Page) {
  await page.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.wx = {
        calls: [],
        config(c) { this.calls.push(['config', c]); },
        ready(f) { this.calls.push(['ready']); setTimeout(f, 0); },
        error() {},
        updateAppMessageShareData(d) { this.calls.push(['share', d]); },
        updateTimelineShareData(d) { this.calls.push(['timeline', d]); },
        onMenuShareWeibo() {}, hideMenuItems() {}, showMenuItems() {}, hideOptionMenu() {}, showOptionMenu() {}
      };`,
    }),
  );
  type Recorder = { wx?: { calls: [string, unknown?][] } };
  const calls = () => page.evaluate(() => (window as Recorder).wx?.calls ?? []);
  return {
    async card(nth: number) {
      await expect.poll(async () => (await calls()).filter(([name]) => name === 'share').length).toBe(nth);
      const cards: { config: WxConfig; share: ShareCard }[] = [];
      let config: WxConfig | undefined;
      for (const [name, value] of await calls()) {
        if (name === 'config') config = value as WxConfig;
        if (name === 'share') cards.push({ config: config as WxConfig, share: value as ShareCard });
      }
      return cards[nth - 1] as { config: WxConfig; share: ShareCard };
    },
  };
}

test.describe('statistics', () => {
  test('open-article records carry base64 headers when configured', async ({ page, request }) => {
    await patchConfig(request, { stats: { tenantCode: 'xy-demo-tenant', appKey: 'xy-demo-stats-key' } });
    try {
      const path = await firstNewsArticle(page);
      const recorded = page.waitForRequest((r) => r.url().includes('/api/stats/sendRecord'));
      await page.goto(path);
      const record = await recorded;
      const headers = record.headers();
      expect(headers.tenantcode).toBe(Buffer.from('xy-demo-tenant').toString('base64'));
      expect(headers.appkey).toBe(Buffer.from('xy-demo-stats-key').toString('base64'));
      const query = new URL(record.url()).searchParams;
      expect(query.get('dataType')).toBe('1000005');
      expect(path).toContain(`/${query.get('articleID')}.html`);
      expect((await (await record.response())?.json())?.status).toBe(0);
    } finally {
      await patchConfig(request, { stats: { tenantCode: '', appKey: '' } });
    }
  });

  test('nothing is sent when the statistics service is not configured, and the events still are', async ({
    page,
  }) => {
    const records: string[] = [];
    const eventTypes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/stats/sendRecord')) records.push(r.url());
      if (r.url().includes('/api/main/event') && r.method() === 'POST') {
        eventTypes.push(new URLSearchParams(r.postData() ?? '').get('type') ?? '');
      }
    });
    const path = await firstNewsArticle(page);
    await page.goto(path);
    // The read event, and the device record of this device's first article, which the backend takes.
    await expect.poll(() => [...eventTypes].sort()).toEqual(['12', '3']);
    // The device counts as recorded once the backend's answer is back; a reload before it rightly sends again.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => eventTypes.filter((type) => type === '3')).toHaveLength(2);
    await page.waitForLoadState('networkidle');
    expect(eventTypes.filter((type) => type === '12')).toHaveLength(1);
    expect(records).toEqual([]);
  });
});

test.describe('search', () => {
  test('finds a Chinese phrase from an article body, with suggestions while typing', async ({ page }) => {
    await page.goto('/search.html');
    const box = page.getByRole('combobox', { name: '请输入关键词' });
    await box.fill('临江');
    await expect(page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first()).toBeVisible();
    await box.fill('智能闸口');
    await box.press('Enter');
    await expect(page).toHaveURL(/keyword=%E6%99%BA%E8%83%BD%E9%97%B8%E5%8F%A3/);
    await expect(page.getByRole('link', { name: /临江港一季度集装箱吞吐量/ })).toBeVisible();
    await expect(page.getByText(/^共\d+条结果$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('says so when nothing matches, and refuses an over-long keyword', async ({ page }) => {
    await page.goto(
      '/search.html?keyword=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E8%AF%8D%E8%AF%AD%E7%9A%84%E6%96%87%E7%AB%A0',
    );
    await expect(page.getByText('没有找到相关内容')).toBeVisible();
    await page.goto(`/search.html?keyword=${'长'.repeat(60)}`);
    await expect(page.getByRole('alert').filter({ hasText: '关键词不能超过50个字' })).toBeVisible();
  });
});

test('RSS, news sitemap and robots answer with well-formed XML and text', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/.+\/news-sitemap\.xml/);
  const sitemap = await request.get('/news-sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toMatch(/<news:news>[\s\S]*<news:title>/);
  const rss = await request.get('/rss/1.xml');
  expect(await rss.text()).toMatch(/<rss[\s\S]*<item>[\s\S]*<\/rss>/);
  expect((await request.get('/rss/nope.xml')).status()).toBe(404);
});

test.describe('sharing in an ordinary browser', () => {
  /** The share events (type 2) the page posts, by their form fields. */
  function shareEvents(page: Page) {
    const events: Record<string, string>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/main/event') && r.method() === 'POST') {
        const fields = Object.fromEntries(new URLSearchParams(r.postData() ?? ''));
        if (fields.type === '2') events.push(fields);
      }
    });
    return events;
  }

  test('without the Web Share API: the sheet, the link copied with 已复制, the poster, the share recorded', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    const events = shareEvents(page);
    const path = await firstNewsArticle(page);
    await page.goto(path);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '分享给朋友' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: '文章链接' })).toHaveValue(page.url());
    // The first drawing of a card takes a moment on a busy machine.
    await expect(sheet.getByRole('img', { name: '分享海报' })).toHaveJSProperty('naturalWidth', 600, {
      timeout: 30_000,
    });

    await sheet.getByRole('button', { name: '复制链接' }).click();
    await expect(sheet.getByRole('button', { name: '已复制' })).toBeVisible();
    await expect(sheet.getByRole('status')).toHaveText('已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect.poll(() => events).toHaveLength(1);
    // A plain article (0) or an account's (10), as the app's and WeChat's shares say.
    expect(events[0]).toMatchObject({ type: '2', id: path.match(/(\d+)\.html$/)?.[1] });
    expect(['0', '10']).toContain(events[0]?.eventType);
    expect(events[0]).not.toHaveProperty('channel');
    await expectNoSeriousViolations(page);

    await sheet.getByRole('button', { name: '取消' }).click();
    await expect(sheet).toHaveCount(0);
  });

  test('with the Web Share API: the system share sheet gets the card, and a completed share is recorded', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
        },
      });
    });
    const events = shareEvents(page);
    const path = await firstNewsArticle(page);
    await page.goto(path);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await expect.poll(() => events).toHaveLength(1);
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared.url).toBe(page.url());
    expect(shared.title).toBe(await page.getByRole('heading', { level: 1 }).innerText());
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('WeChat and the app keep their own sharing, without this button', async ({ browser, page }) => {
    const path = await firstNewsArticle(page);
    const wechat = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 412, height: 915 } });
    const inWeChat = await wechat.newPage();
    await inWeChat.goto(path);
    await expect(inWeChat.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(inWeChat.getByRole('button', { name: '分享' })).toHaveCount(0);
    await wechat.close();

    const app = await browser.newContext({ userAgent: APP_UA, viewport: { width: 412, height: 915 } });
    const inApp = await app.newPage();
    await inApp.goto(path);
    // The app's own button, which hands the card to the app, and no sheet of the site's.
    await expect(inApp.getByRole('button', { name: '分享' })).toHaveCount(1);
    await expect(inApp.getByRole('button', { name: '分享' })).not.toHaveAttribute('aria-haspopup');
    await app.close();
  });
});

/** A PNG's width and height from its IHDR chunk, which the format puts first. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('an article with an SVG picture gets drawn PNG share cards of the sizes its metadata declares', async ({
  page,
  request,
}) => {
  const path = await firstNewsArticle(page);
  await page.goto(path);
  const images = await page.evaluate(() =>
    [...document.querySelectorAll('meta[property^="og:image"]')].map((meta) => [
      meta.getAttribute('property'),
      meta.getAttribute('content'),
    ]),
  );
  const cards: { url: string; width: number; height: number }[] = [];
  for (const [property, content] of images) {
    if (property === 'og:image') cards.push({ url: content ?? '', width: 0, height: 0 });
    const card = cards.at(-1);
    if (card && property === 'og:image:width') card.width = Number(content);
    if (card && property === 'og:image:height') card.height = Number(content);
  }
  expect(cards.map(({ width, height }) => [width, height])).toEqual([
    [1200, 630],
    [600, 600],
  ]);
  expect(await page.locator('meta[property="og:image:type"]').first().getAttribute('content')).toBe(
    'image/png',
  );
  expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(cards[0]?.url);
  for (const card of cards) {
    expect(card.url).toMatch(/\/shareCard\/\d+(-square)?\.png\?v=\w+$/);
    const answer = await request.get(card.url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(answer.headers()['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(pngSize(await answer.body())).toEqual({ width: card.width, height: card.height });
  }
  const missing = await request.get('/shareCard/987654321.png');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).not.toContain('max-age=3600');
});
