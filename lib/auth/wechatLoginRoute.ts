// The site's WeChat login route (app/api/wechat-login): the browser posts the code and state WeChat returned; the
// server checks the state is the one the proxy gave this reader (its httpOnly cookie), trades the code for a
// member's tokens (lib/auth/wechatLogin.ts, where the program-sign key stays) and answers them. The browser then
// completes the sign-in like every other login (lib/auth/signIn.ts: local tokens and the sealed session cookie).
import { NextResponse, type NextRequest } from 'next/server';
import type { ApiClient } from '@/lib/api/createApiClient';
import { ownOrigins } from '@/lib/auth/sessionRoute';
import { readerAddressFrom } from '@/lib/config/forwarding.mjs';
import type { SignInResult } from '@/lib/api/wechatLoginActions';
import { wechatLogin, type LoginStage } from '@/lib/auth/wechatLogin';
import type { WeChatLogin } from '@/lib/api/siteConfig';
import { readStateCookie, WECHAT_STATE_COOKIE } from '@/lib/auth/wechatOauth';

export type WeChatLoginAnswer =
  | ({ result: 'signedIn' } & SignInResult)
  | { result: 'noOpenid' }
  | { result: 'failed'; stage: LoginStage; message: string };

export interface WeChatLoginRouteDeps {
  api: ApiClient;
  programSignKey: string;
  /** Site config's WeChat sign-in settings; null when it is off (or config cannot be read). */
  settings(): Promise<WeChatLogin | null>;
}

type Env = Record<string, string | undefined>;

const CODE = /^[\w-]{1,128}$/;
const STATE = /^[0-9A-Za-z]{1,128}$/;
const DEVICE = /^[A-Za-z0-9._:-]{1,128}$/;
const TOKEN = /^[\w.~+/=-]{1,256}$/;

const field = (body: Record<string, unknown>, name: string, pattern: RegExp) => {
  const value = body[name];
  return typeof value === 'string' && pattern.test(value) ? value : null;
};

function answer(body: WeChatLoginAnswer | { message: string }, status = 200) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

export function wechatLoginHandler(deps: WeChatLoginRouteDeps, env: Env = process.env) {
  return async function POST(request: NextRequest) {
    const origin = request.headers.get('origin');
    if (origin === null || !ownOrigins(request, env).includes(origin)) {
      return answer({ message: 'forbidden' }, 403);
    }
    const body = ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    const code = field(body, 'code', CODE);
    const state = field(body, 'state', STATE);
    const device = field(body, 'device', DEVICE);
    if (!code || !state || !device) return answer({ message: 'bad request' }, 400);

    // Only the state issued to this browser: a code and state from someone else's link sign nobody in here.
    if (readStateCookie(request.cookies.get(WECHAT_STATE_COOKIE)?.value)?.state !== state) {
      return answer({ result: 'failed', stage: 'userInfo', message: '授权状态无效或已过期，请重新授权' });
    }
    const settings = await deps.settings();
    if (!settings) return answer({ result: 'failed', stage: 'login', message: '微信登录未配置' });

    const outcome = await wechatLogin(
      {
        authLogin: settings.authLogin,
        code,
        state,
        device,
        token: field(body, 'token', TOKEN),
        readerAddress: readerAddressFrom((name) => request.headers.get(name)),
      },
      deps,
    );
    if (outcome.kind === 'failed')
      console.error(`WeChat login failed (${outcome.stage}): ${outcome.message}`);
    if (outcome.kind !== 'signedIn') {
      return answer(
        outcome.kind === 'noOpenid'
          ? { result: 'noOpenid' }
          : { result: 'failed', stage: outcome.stage, message: outcome.message },
      );
    }
    const response = answer({ result: 'signedIn', ...outcome.result });
    // Spent: the next authorization starts afresh.
    response.cookies.set(WECHAT_STATE_COOKIE, '', { path: '/', maxAge: 0 });
    return response;
  };
}
