// The API client shared by server and browser. It puts together the parts of one call: the request with its
// context and signature (lib/api/request.ts, transport.ts), the session's token and the app auth headers
// (appAuthorization.ts), and the response table with its repairs (statusHandling.ts, tokenRenewer.ts). What the
// environment decides comes in through an ApiRuntime and its session (lib/api/apiSession.ts).
import type { ApiSession } from '@/lib/api/apiSession';
import { createAppAuthorization } from '@/lib/api/appAuthorization';
import { OPERATIONS, type OperationName } from '@/lib/api/operations';
import { fileAddress, type RequestSettings } from '@/lib/api/request';
import type { CallParams } from '@/lib/api/requestContext';
import { FIRST_TRY, settle, type ApiReply, type Tried } from '@/lib/api/statusHandling';
import { createTokenRenewer } from '@/lib/api/tokenRenewer';
import { createTransport, type SendOptions } from '@/lib/api/transport';
import type { UploadPart } from '@/lib/api/uploadModel';

export interface ApiRuntime extends Omit<RequestSettings, 'now'> {
  desKey: string;
  session: ApiSession;
  /** Clock and timer, for tests; the real ones by default. */
  now?(): number;
  sleep?(ms: number): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient({ now = Date.now, sleep = wait, ...runtime }: ApiRuntime) {
  const { session } = runtime;
  const { tokens } = session;
  const settings: RequestSettings = { ...runtime, now };
  const send = createTransport(settings);

  /** A call with the session's token, the app auth where the mode wants it, and the caller's own headers. */
  async function raw(name: OperationName, params: CallParams, options: SendOptions = {}) {
    const headers: Record<string, string> = {};
    const token = tokens.read('security');
    if (token) headers.token = token;
    if (!OPERATIONS[name].session && session.needsAppAuth()) Object.assign(headers, await appAuth.headers());
    Object.assign(headers, options.headers);
    const answer = await send(name, params, { signal: options.signal, headers, upload: options.upload });
    return { ...answer, sentToken: token };
  }

  const appAuth = createAppAuthorization({ send: raw, tokens, desKey: runtime.desKey, now });
  const renewer = createTokenRenewer({
    send: raw,
    tokens,
    device: () => runtime.context().device,
    sleep,
    onRenewed: session.onTokensRenewed,
  });

  async function attempt(
    name: OperationName,
    params: CallParams,
    options: SendOptions,
    tried: Tried,
  ): Promise<ApiReply> {
    const { envelope, sentToken } = await raw(name, params, options);
    const settled = await settle(
      { name, operation: OPERATIONS[name], envelope, sentToken, tried },
      session,
      renewer.renewOnce,
    );
    return 'retry' in settled ? attempt(name, params, options, settled.retry) : settled.reply;
  }

  /** `headers` are added to (and above) the client's own: a signed header set, the reader's address. */
  async function call(
    name: OperationName,
    params: CallParams = {},
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<ApiReply> {
    if (!OPERATIONS[name].session) await session.whenReady();
    return attempt(name, params, { signal, headers }, FIRST_TRY);
  }

  /** A multipart operation with its file (uploadImage), repaired like any call; the file is sent again on a retry. */
  async function upload(
    name: OperationName,
    part: UploadPart,
    signal?: AbortSignal,
    params: CallParams = {},
  ): Promise<ApiReply> {
    await session.whenReady();
    return attempt(name, params, { signal, upload: part }, FIRST_TRY);
  }

  /** The address of a GET operation that answers a file, not an envelope (verifyCode's picture). */
  const fileUrl = (name: OperationName, params: CallParams = {}): Promise<string> =>
    fileAddress(OPERATIONS[name], params, settings);

  return {
    call,
    upload,
    ensureAnonymousToken: renewer.ensureAnonymousToken,
    ensureAppAuth: appAuth.headers,
    renewToken: renewer.renewOnce,
    fileUrl,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
