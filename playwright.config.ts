import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './tests/e2e/chromium';
import {
  ADMIN_TOKEN,
  API_SIGN_KEY,
  BACKEND_PORT,
  DATA_DIR,
  FAKE_WECHAT_PORT,
  PHONE_UA,
  SITE_PORT,
  SITE_URL,
  WX_APPID,
  WX_SECRET,
} from './tests/e2e/stack';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.output/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'tests/.output/e2e.json' }]],
  use: {
    baseURL: SITE_URL,
    browserName: 'chromium',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
    locale: 'zh-CN',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    // A fresh database every run (start.mjs then drops what the site cached from the last one); start.mjs builds
    // first when the build is missing or stale.
    command: `rm -rf ${DATA_DIR} && node lib/server/launch/start.mjs`,
    url: `${SITE_URL}/home.html`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(SITE_PORT),
      BACKEND_PORT: String(BACKEND_PORT),
      DATA_DIR,
      ADMIN_TOKEN,
      API_SIGN_KEY,
      LOG_LEVEL: 'warn',
      // Set by tests/run.mjs when tsc has just checked the site's types: the build skips Next's own check.
      XY_SITE_TYPES_CHECKED: process.env.XY_SITE_TYPES_CHECKED ?? '',
      // One page cache, so a spec's second read of a page meets the copy its first one left; every worker's share
      // of a publish is tested on a stack of its own (tests/e2e/serving.spec.ts).
      SITE_WORKERS: '1',
      // Every spec writes from 127.0.0.1, far more than one reader's 60 writes a minute; the limit itself is
      // tested in tests/backend/rateLimit.test.ts.
      RATE_LIMIT_MAX: '2000',
      // A member may comment again at once (one comment per 10 s otherwise): tests/backend/comments.test.ts
      // tests the interval.
      COMMENT_INTERVAL_MS: '0',
      // WeChat's API and OAuth authorize page are the fakes tests/e2e/sharing.spec.ts and
      // tests/e2e/memberWechatApp.spec.ts start.
      WX_APPID,
      WX_SECRET,
      WX_API_BASE: `http://127.0.0.1:${FAKE_WECHAT_PORT}`,
      WX_OAUTH_BASE: `http://127.0.0.1:${FAKE_WECHAT_PORT}`,
      // End-to-end runs on its own embedded database even where CI provides PostgreSQL and Redis.
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
