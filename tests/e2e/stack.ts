// Where the end-to-end stack runs; playwright.config.ts starts it with these values. `E2E_PORT_OFFSET` moves
// every port at once, so two checkouts on one machine can run their suites side by side.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const SITE_PORT = 3210 + OFFSET;
export const BACKEND_PORT = 4010 + OFFSET;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
/** The CMS's token, set for the stack (32 characters at least); start.mjs generates its other secrets. */
export const ADMIN_TOKEN = 'e2e-admin-token-of-32-characters-at-least';
/** The key the site and the backend sign main and nis calls with; the specs that call the backend use it too. */
export const API_SIGN_KEY = 'e2e-api-sign-key';
export const DATA_DIR = '.data/e2e';

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const WECHAT_UA = `${PHONE_UA} MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN`;
export const APP_UA = `${PHONE_UA} XYNewsApp/5.2.0 xyuid/0`;

/** A stand-in for WeChat (its API and its OAuth authorize page) that the backend talks to in end-to-end runs. */
export const FAKE_WECHAT_PORT = 4019 + OFFSET;
export const WX_APPID = 'wx-e2e-appid';
export const WX_SECRET = 'wx-e2e-secret';
export const WX_TICKET = 'e2e-jsapi-ticket';
