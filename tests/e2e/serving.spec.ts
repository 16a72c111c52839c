import { expect, test, type APIRequestContext } from './test';
import { ADMIN_TOKEN, PHONE_UA } from './stack';
import { getOnNewConnection, startSiteStack, type SiteStack } from './siteStack';

// The site server on a stack of its own with two workers: what every worker serves after a publish, and the HTTP
// answers of a hung backend (paused with SIGSTOP).
let stack: SiteStack;

test.beforeAll(async () => {
  test.setTimeout(270_000);
  stack = await startSiteStack(0, { SITE_WORKERS: '2' });
});
test.afterAll(async () => {
  await stack?.stop();
});

async function ingest(request: APIRequestContext, method: 'post' | 'put', path: string, data: object) {
  const response = await request[method](`${stack.backendUrl}/ingest${path}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, number> }).data;
}

const page = (path: string) => getOnNewConnection(stack.url + path, { 'user-agent': PHONE_UA });

test('a publish reaches every worker: none serves the old copy after it', async ({ request }) => {
  const { fileId } = await ingest(request, 'post', '/articles', {
    articleType: 0,
    title: '多进程：江心洲渡口恢复通航',
    columnID: 1,
    content: '<p>渡口今日恢复通航。</p>',
  });
  const path = `/newsDetail/1/${fileId}.html`;
  const before = [];
  for (let i = 0; i < 6; i += 1) before.push(await page(path));
  expect(before.every((answer) => answer.body.includes('多进程：江心洲渡口恢复通航'))).toBe(true);
  // Each worker rendered it once and keeps it.
  expect(before.filter((answer) => answer.headers['x-xy-cache'] === 'MISS')).toHaveLength(2);

  await ingest(request, 'put', `/articles/${fileId}`, { title: '多进程：江心洲渡口通航时间调整' });
  const after = [];
  for (let i = 0; i < 6; i += 1) after.push(await page(path));
  expect(after.map((answer) => answer.body.includes('多进程：江心洲渡口通航时间调整'))).toEqual(
    Array(6).fill(true),
  );
});

test('an unknown id answers 404, shared briefly, its screen drawn on the server in the look asked for', async () => {
  // An article, a circle and an activity: each loads a list beside the thing itself, which the backend refuses too.
  for (const path of [
    '/newsDetail/1/987654.html?theme=dark',
    '/circleDetail/987654.html',
    '/activityDetail/987654.html',
  ]) {
    const missing = await page(path);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(missing.headers['retry-after']).toBeUndefined();
    // In the HTML, not left to the scripts (Next's bare document: vercel/next.js#62228).
    expect(missing.body).not.toContain('__next_error__');
    expect(missing.body).toMatch(/<h1>您访问的页面不存在<\/h1><a [^>]*href="\/home.html">返回首页<\/a>/);
    expect(missing.body).toContain(`data-scheme="${path.includes('theme=dark') ? 'dark' : 'light'}"`);
    // The page's scripts run under the nonce its own head allows.
    const nonce = /'nonce-([^']+)'/.exec(String(missing.headers['content-security-policy']))?.[1];
    expect(missing.body).toContain(`nonce="${nonce}"`);
  }
});

test('with the backend hung, a page never rendered and /api answer 503 within about 6 s, kept by no cache', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const { fileId } = await ingest(request, 'post', '/articles', {
    articleType: 0,
    title: '挂起：从未打开过的稿件',
    columnID: 1,
    content: '<p>无人读过。</p>',
  });
  const { columnId } = await ingest(request, 'post', '/columns', { name: '挂起栏目', parentId: 0 });
  stack.backend.kill('SIGSTOP');
  try {
    const [article, column, api] = await Promise.all([
      page(`/newsDetail/1/${fileId}.html`),
      page(`/columnDetail/${columnId}.html`),
      getOnNewConnection(`${stack.url}/api/main/getConfig`),
    ]);
    for (const answer of [article, column, api]) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(6_500);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['retry-after']).toBe('10');
      expect(answer.headers['cdn-cache-control']).toBeUndefined();
    }
    // Not Next's bare error document, whose screen only its scripts would draw: the site server's own, at once.
    for (const answer of [article, column]) {
      expect(answer.body).not.toContain('__next_error__');
      expect(answer.body).toContain('<h1>网络错误</h1><p>暂时无法连接到服务器，请稍后再试</p>');
    }
    expect(article.body).not.toContain('无人读过');
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(api.body)).toEqual({ status: -503, message: '服务暂时不可用，请稍后重试', data: null });
    // The same security headers as pages.
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(article.headers['content-security-policy']).toContain("default-src 'none'");
  } finally {
    stack.backend.kill('SIGCONT');
  }
});
