// The upload service (backend/uploads): comment pictures of every taken format stored once per content and served
// back with their type; a renamed program, a picture under another format's name, one over the size limit and a
// signed-out reader refused with nothing written; the per-member limit; the S3 copy signed and put.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { headlessSession } from '@/lib/api/apiSession';
import { relayToBackend } from '@/lib/api/backendRelay';
import { createApiClient } from '@/lib/api/createApiClient';
import { uploadImage } from '@/lib/api/uploadActions';
import { memoryStore } from '@/lib/auth/keyValueStore';
import { storedTokens, writeToken } from '@/lib/auth/tokenWrites';
import { SERVICES, type Service } from '@/lib/config/env.mjs';
import { COMMENT_LIMITS } from '../../lib/contract/comments';
import { articleId, member, postComment } from './commentHelpers';
import { bmpOf, EXE, GIF_1X1, jpegOf, multipart, PNG_1X1, pngOf } from './pictures';
import { call, sibling, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Uploaded {
  url: string;
  width: number;
  height: number;
  size: number;
}

const TYPE_MESSAGE = '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！';
const [pglite] = drivers;

describe('uploading comment pictures', () => {
  let t: TestApp;
  let dir: string;
  let token: string;
  let origin: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xy-uploads-'));
    t = await startApp(pglite!, {
      uploads: { dir, publicUrl: '/api/upload/files', memberPerHour: 1000, s3: undefined },
    });
    ({ token } = await member(t, '13700000031'));
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    // The site client's and the relay's keep-alive connections would hold the close.
    t.app.server.closeAllConnections();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (name: string, bytes: Buffer, headers: Record<string, string> = { token }, app = t.app) => {
    const { body, contentType } = multipart(name, bytes);
    return call<Uploaded>(app, {
      method: 'POST',
      url: '/upload/uploadImage?siteId=1&appID=1&device=xy-test',
      payload: body,
      headers: { 'content-type': contentType, ...headers },
    });
  };
  const stored = async () => (await readdir(dir)).sort();
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it.each([
    ['photo.png', PNG_1X1, 'png', 'image/png', 1, 1],
    ['photo.JPEG', jpegOf(640, 480), 'jpg', 'image/jpeg', 640, 480],
    ['photo.jpg', jpegOf(1080, 1920), 'jpg', 'image/jpeg', 1080, 1920],
    ['photo.gif', GIF_1X1, 'gif', 'image/gif', 1, 1],
    ['photo.bmp', bmpOf(3, 2), 'bmp', 'image/bmp', 3, 2],
  ])('stores %s and serves it back', async (name, bytes, extension, type, width, height) => {
    const answer = await upload(name, bytes);
    expect(answer.body).toMatchObject({ status: 0, data: { width, height, size: bytes.length } });
    expect(answer.body.data.url).toBe(`/api/upload/files/${sha(bytes)}.${extension}`);
    expect(await stored()).toContain(`${sha(bytes)}.${extension}`);

    const served = await t.app.inject({ method: 'GET', url: `/upload/files/${sha(bytes)}.${extension}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/upload/files/${sha(bytes)}.${extension}`,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('stores the same picture once, whoever sends it under whatever name', async () => {
    const picture = pngOf(800, 600, 2048);
    const other = await member(t, '13700000032');
    const first = await upload('a.png', picture);
    const second = await upload('b.png', picture, { token: other.token });
    expect(second.body.data.url).toBe(first.body.data.url);
    expect((await stored()).filter((name) => name.startsWith(sha(picture)))).toEqual([`${sha(picture)}.png`]);
  });

  it.each([
    ['a program renamed .png', 'setup.png', EXE],
    ['a program named .exe', 'setup.exe', EXE],
    ['a PNG named .gif', 'photo.gif', PNG_1X1],
    ['a GIF named .jpg', 'photo.jpg', GIF_1X1],
    ['a PNG named .svg', 'photo.svg', PNG_1X1],
    ['a file with no name', '', PNG_1X1],
    ['a PNG signature with no header', 'cut.png', PNG_1X1.subarray(0, 10)],
  ])('refuses %s with the type message and stores nothing', async (_what, name, bytes) => {
    const before = await stored();
    const answer = await upload(name, bytes);
    expect(answer.body).toEqual({ status: -1, message: TYPE_MESSAGE, data: null });
    expect(await stored()).toEqual(before);
  });

  it('refuses a 10 MB picture, and one just over the limit, storing nothing', async () => {
    const before = await stored();
    for (const bytes of [pngOf(4000, 3000, 10 * 1024 * 1024), pngOf(10, 10, COMMENT_LIMITS.maxImageBytes)]) {
      const answer = await upload('big.png', bytes);
      expect(answer.body).toEqual({ status: -1, message: '图片不能超过5MB', data: null });
    }
    // Without a Content-Length the stream is cut at the limit all the same.
    const { body, contentType } = multipart('big.png', pngOf(10, 10, COMMENT_LIMITS.maxImageBytes));
    const chunked = await call(t.app, {
      method: 'POST',
      url: '/upload/uploadImage',
      payload: Readable.from([body.subarray(0, 1_000_000), body.subarray(1_000_000)]),
      headers: { 'content-type': contentType, token },
    });
    expect(chunked.body).toMatchObject({ status: -1, message: '图片不能超过5MB' });
    expect(await stored()).toEqual(before);
    const justUnder = pngOf(10, 10, COMMENT_LIMITS.maxImageBytes - 33);
    expect((await upload('max.png', justUnder)).body.status).toBe(0);
  });

  it('gives an address discuss takes in images, shown with the comment', async () => {
    const { url } = (await upload('comment.png', pngOf(120, 90))).body.data;
    const fileId = await articleId(t, '临江港一季度集装箱吞吐量同比增长12.6%');
    const posted = await postComment(t.app, token, { rootID: String(fileId), content: '看图', images: url });
    expect(posted.body).toMatchObject({ status: 0, data: { content: '看图', images: [url] } });
  });

  it('refuses readers who did not sign in, and bodies that are not a picture', async () => {
    const before = await stored();
    expect((await upload('photo.png', pngOf(5, 5), {})).body).toMatchObject({ status: 10102 });
    expect((await upload('photo.png', pngOf(5, 6), { token: 'no-such-token' })).body).toMatchObject({
      status: 10111,
    });
    const wrongField = multipart('photo.png', pngOf(5, 7), 'picture');
    const answer = await call(t.app, {
      method: 'POST',
      url: '/upload/uploadImage',
      payload: wrongField.body,
      headers: { 'content-type': wrongField.contentType, token },
    });
    expect(answer.body).toMatchObject({ status: -1, message: '请选择图片' });
    const form = await call(t.app, {
      method: 'POST',
      url: '/upload/uploadImage',
      payload: 'file=photo.png',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    });
    expect(form.http).toBeGreaterThanOrEqual(400);
    expect(form.http).toBeLessThan(500);
    const cut = multipart('photo.png', pngOf(5, 8, 1000));
    const malformed = await call(t.app, {
      method: 'POST',
      url: '/upload/uploadImage',
      payload: cut.body.subarray(0, 500),
      headers: { 'content-type': cut.contentType, token },
    });
    expect(malformed).toMatchObject({ http: 400, body: { status: -1, message: '请求格式错误' } });
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for names it never gives', async () => {
    for (const name of [
      '..%2F..%2Fpackage.json',
      `${'0'.repeat(64)}.png`,
      'photo.png',
      `${'a'.repeat(64)}.exe`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `/upload/files/${name}` });
      expect(answer.statusCode).toBe(404);
    }
  });

  it('limits how many pictures one member uploads in an hour', async () => {
    const limited = await sibling(t, { uploads: { ...t.config.uploads, memberPerHour: 2 } });
    const { token: mine } = await member(t, '13700000033');
    const answers = [];
    for (const n of [1, 2, 3])
      answers.push((await upload('p.png', pngOf(n, n), { token: mine }, limited)).body);
    expect(answers.map((answer) => answer.status)).toEqual([0, 0, -429]);
    await limited.close();
  });

  it('takes a picture at the size limit through the site relay, streamed, and serves it back through it', async () => {
    const saved = { ...process.env };
    process.env.BACKEND_URL = origin;
    process.env.SITE_FORWARD_SECRET = t.config.siteForwardSecret;
    try {
      const picture = pngOf(4000, 3000, COMMENT_LIMITS.maxImageBytes - 33);
      const { body, contentType } = multipart('full.png', picture);
      const sent = new Request('http://site.example/api/upload/uploadImage?siteId=1', {
        method: 'POST',
        headers: { 'content-type': contentType, token },
        body: Readable.toWeb(
          Readable.from([body.subarray(0, 65536), body.subarray(65536)]),
        ) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      const answer = await relayToBackend(sent, 'upload', ['uploadImage']);
      const envelope = (await answer.json()) as { status: number; data: Uploaded };
      expect(envelope).toMatchObject({
        status: 0,
        data: { width: 4000, height: 3000, size: picture.length },
      });
      const path = envelope.data.url.replace('/api/upload/', '').split('/');
      const served = await relayToBackend(
        new Request(`http://site.example${envelope.data.url}`),
        'upload',
        path,
      );
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
    } finally {
      process.env = saved;
    }
  });

  it("is what the site's uploadImage action sends: stored, or refused with the backend's words", async () => {
    const store = memoryStore();
    writeToken(store, 'security', token);
    const api = createApiClient({
      bases: Object.fromEntries(SERVICES.map((s) => [s, `${origin}/${s}`])) as Record<Service, string>,
      context: () => ({ siteId: 1, appID: 1, device: 'xy-site', curVersions: '1.0.0', apiVersion: 2 }),
      signKey: t.config.apiSignKey,
      desKey: t.config.authinfo3desKey,
      session: headlessSession(storedTokens(store), { onAuthReset: () => 'ignore' }),
    });
    const picture = jpegOf(320, 240);
    const file = new File([new Uint8Array(picture)], '照片.JPG', { type: 'image/jpeg' });
    expect(await uploadImage(api, file)).toEqual({
      url: `/api/upload/files/${sha(picture)}.jpg`,
      width: 320,
      height: 240,
      kind: 'picture',
    });
    const program = new File([new Uint8Array(EXE)], 'photo.png', { type: 'image/png' });
    await expect(uploadImage(api, program)).rejects.toMatchObject({
      kind: 'status',
      status: -1,
      message: TYPE_MESSAGE,
      operation: 'uploadImage',
    });
  });

  it('puts the picture in the S3 bucket, signed, and answers its public address', async () => {
    const puts: { url: string; headers: IncomingMessage['headers']; bytes: Buffer }[] = [];
    const bucket = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        puts.push({ url: request.url ?? '', headers: request.headers, bytes: Buffer.concat(chunks) });
        response.end();
      });
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
    const s3 = {
      endpoint,
      bucket: 'comment-pictures',
      region: 'cn-north-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://img.example.com',
    };
    const withS3 = await sibling(t, { uploads: { ...t.config.uploads, s3 } });
    const picture = pngOf(30, 20, 100);
    const answer = await upload('s3.png', picture, { token }, withS3);
    await withS3.close();
    await new Promise((resolve) => bucket.close(resolve));
    expect(answer.body.data.url).toBe(`https://img.example.com/${sha(picture)}.png`);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url).toBe(`/comment-pictures/${sha(picture)}.png`);
    expect(puts[0]?.bytes.equals(picture)).toBe(true);
    expect(puts[0]?.headers['content-type']).toBe('image/png');
    expect(puts[0]?.headers['x-amz-content-sha256']).toBe(sha(picture));
    expect(puts[0]?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-north-1\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });
});
