// The upload service's object-storage flow (backend/uploads/chunkedRoutes.ts), on the local data folder and on an
// S3-compatible store started here (fakeS3.ts, which checks every request's SigV4 signature): a video sent in
// parts, a part sent again after a failure, done joining and checking the whole file; a program as a picture, a
// video over its size, a recording that is not audio refused with their words and nothing stored; another
// member's upload unknown; a photo stored without its location.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { memberUploads, uploadSessions } from '../../backend/uploads/schema';
import type { S3Config } from '../../backend/core/config';
import { UPLOAD_PART_BYTES, UPLOAD_PART_FIELD } from '../../lib/contract/uploads';
import { member } from './commentHelpers';
import { startFakeS3 } from './fakeS3';
import { isoFile, photoWithGps, PROGRAM, wavFile } from './mediaFiles';
import { multipart } from './pictures';
import { call, get, postForm, startApp, type TestApp } from './testApp';
import { drivers } from './testDb';

interface Opened {
  uploadId: string;
  partSize: number;
  partCount: number;
}
interface Stored {
  url: string;
  kind: string;
  size: number;
  duration: number | null;
  width: number;
  height: number;
  sizes: Record<string, string>;
}

const [pglite] = drivers;

describe.each([
  ['the local data folder', false],
  ['an S3-compatible store', true],
])('uploading in parts to %s', (_where, onS3) => {
  let t: TestApp;
  let dir: string;
  let token: string;
  let s3: Awaited<ReturnType<typeof startFakeS3>> | null = null;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xy-chunks-'));
    s3 = onS3 ? await startFakeS3('reader-media', 'cn-north-1') : null;
    t = await startApp(pglite!, {
      uploads: {
        dir,
        publicUrl: '/api/upload/files',
        memberPerHour: 1000,
        s3: s3?.config as S3Config | undefined,
      },
    });
    ({ token } = await member(t, onS3 ? '13700000061' : '13700000062'));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const open = (kind: string, size: number, as = token) =>
    postForm<Opened>(
      t.app,
      '/upload/mamUploadAccessToken2',
      { kind, size: String(size), fileName: 'f' },
      { token: as },
    );
  const sendPart = (uploadId: string, partNumber: number, bytes: Buffer, as = token) => {
    const { body, contentType } = multipart('blob', bytes, UPLOAD_PART_FIELD);
    return call<{ received: number }>(t.app, {
      method: 'POST',
      url: `/upload/minioUpload?uploadId=${uploadId}&partNumber=${partNumber}`,
      payload: body,
      headers: { 'content-type': contentType, token: as },
    });
  };
  const done = (uploadId: string, as = token) =>
    postForm<Stored>(t.app, '/upload/mamUploadDone2', { uploadId }, { token: as });
  const parts = (bytes: Buffer) =>
    Array.from({ length: Math.ceil(bytes.length / UPLOAD_PART_BYTES) }, (_, index) =>
      bytes.subarray(index * UPLOAD_PART_BYTES, (index + 1) * UPLOAD_PART_BYTES),
    );
  /** The whole flow; answers done's reply. */
  async function uploadAll(kind: string, bytes: Buffer) {
    const opened = (await open(kind, bytes.length)).body;
    expect(opened.status).toBe(0);
    for (const [index, part] of parts(bytes).entries()) {
      expect((await sendPart(opened.data.uploadId, index + 1, part)).body.status).toBe(0);
    }
    return { uploadId: opened.data.uploadId, answer: (await done(opened.data.uploadId)).body };
  }
  const storedFiles = async () =>
    s3
      ? [...s3.objects.keys()].sort()
      : (await readdir(dir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

  it('takes a video in parts, a failed part sent again, and stores the joined file', async () => {
    const video = isoFile(42, 'vide', 'isom', 2 * UPLOAD_PART_BYTES + 1234);
    const opened = (await open('video', video.length)).body.data;
    expect(opened).toMatchObject({ partSize: UPLOAD_PART_BYTES, partCount: 3 });
    const [first, second, third] = parts(video);
    await sendPart(opened.uploadId, 1, first!);
    // The second part's first try fails on the way (the store, or the phone's network); the reader's browser sends
    // it again.
    if (s3) s3.failNext('PUT', 1);
    const failed = await sendPart(opened.uploadId, 2, second!);
    if (s3) expect(failed.http).toBe(500);
    expect((await done(opened.uploadId)).body.message).toMatch(/^还有[12]个分片未上传$/);
    await sendPart(opened.uploadId, 3, third!);
    expect((await sendPart(opened.uploadId, 2, second!)).body.data.received).toBe(3);
    const progress = await get<{ received: number[]; done: boolean }>(
      t.app,
      '/upload/minioGetData',
      { uploadId: opened.uploadId },
      { token },
    );
    expect(progress.body.data).toMatchObject({ received: [1, 2, 3], done: false });

    const answer = (await done(opened.uploadId)).body;
    expect(answer).toMatchObject({ status: 0, data: { kind: 'video', size: video.length, duration: 42 } });
    const name = answer.data.url.split('/').pop()!;
    expect(answer.data.url).toBe(`${s3 ? 'https://media.example.com' : '/api/upload/files'}/${name}`);
    expect(name).toMatch(/^[0-9a-f]{64}\.mp4$/);
    expect(await storedFiles()).toEqual([name]);
    if (s3) expect(s3.objects.get(name)?.bytes.equals(video)).toBe(true);
    else {
      const served = await t.app.inject({ method: 'GET', url: `/upload/files/${name}` });
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(served.rawPayload.equals(video)).toBe(true);
    }
    // Done again (its answer lost on the way): the same file.
    expect((await done(opened.uploadId)).body.data.url).toBe(answer.data.url);
  });

  it('counts a part sent twice at the same moment (a retry racing the first try) once', async () => {
    const recording = wavFile(3);
    const opened = (await open('audio', recording.length)).body.data;
    const answers = await Promise.all(
      [1, 1, 1].map((number) => sendPart(opened.uploadId, number, recording)),
    );
    expect(answers.map((answer) => answer.body.data.received)).toEqual([1, 1, 1]);
    const answer = (await done(opened.uploadId)).body;
    expect(answer.data).toMatchObject({ kind: 'audio', size: recording.length, duration: 3 });
  });

  it('forgets an upload left unfinished for an hour, parts and all, when the member opens the next', async () => {
    const left = (await open('audio', 1000)).body.data;
    await sendPart(left.uploadId, 1, Buffer.alloc(1000));
    const partKeys = () =>
      s3 ? [...s3.objects.keys()].filter((key) => key.startsWith(`parts/${left.uploadId}`)) : [];
    if (s3) expect(partKeys()).toHaveLength(1);
    await t.database.db
      .update(uploadSessions)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(uploadSessions.id, left.uploadId));
    expect((await open('audio', 10)).body.status).toBe(0);
    expect(
      await t.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, left.uploadId)),
    ).toEqual([]);
    if (s3) expect(partKeys()).toEqual([]);
    else expect(await readdir(join(dir, '.parts')).catch(() => [])).not.toContain(left.uploadId);
  });

  it.each([
    ['a program as a picture', 'picture', PROGRAM, '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！'],
    ['a video as a recording', 'audio', isoFile(5, 'vide'), '仅支持MP3、M4A、AAC、WAV或OGG格式的音频'],
    ['a recording as a video', 'video', wavFile(1), '仅支持MP4、MOV或WebM格式的视频'],
    ['a video past five minutes', 'video', isoFile(400, 'vide'), '视频不能超过5分钟'],
  ])('refuses %s at done and keeps nothing of it', async (_what, kind, bytes, message) => {
    const before = await storedFiles();
    const { uploadId, answer } = await uploadAll(kind, bytes);
    expect(answer).toEqual({ status: -1, message, data: null });
    expect(await storedFiles()).toEqual(before);
    expect(await t.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, uploadId))).toEqual(
      [],
    );
    if (!s3) expect(await readdir(join(dir, '.parts')).catch(() => [])).toEqual([]);
  });

  it('refuses an oversized video when it is opened, and parts of the wrong size', async () => {
    expect((await open('video', 100 * 1024 * 1024 + 1)).body).toEqual({
      status: -1,
      message: '视频不能超过100MB',
      data: null,
    });
    expect((await open('document', 10)).body.message).toBe('参数 kind 必须是 picture、video 或 audio');
    const opened = (await open('video', UPLOAD_PART_BYTES + 10)).body.data;
    expect((await sendPart(opened.uploadId, 1, Buffer.alloc(10))).body.message).toBe('分片大小不符');
    expect((await sendPart(opened.uploadId, 3, Buffer.alloc(10))).body.message).toBe(
      '参数 partNumber 超出范围',
    );
  });

  it("knows nothing of another member's upload", async () => {
    const other = await member(t, onS3 ? '13700000063' : '13700000064');
    const opened = (await open('audio', 100)).body.data;
    expect((await sendPart(opened.uploadId, 1, Buffer.alloc(100), other.token)).body.message).toBe(
      '上传不存在或已过期',
    );
    expect((await done(opened.uploadId, other.token)).body.message).toBe('上传不存在或已过期');
    const signedOut = await postForm(t.app, '/upload/mamUploadAccessToken2', { kind: 'audio', size: '10' });
    expect(signedOut.body.status).toBe(10102);
  });

  it('refuses a multipart body where the flow takes a form, 415 as any other type, before the session', async () => {
    const { body, contentType } = multipart('blob', Buffer.alloc(10), UPLOAD_PART_FIELD);
    for (const operation of ['mamUploadAccessToken2', 'mamUploadDone2']) {
      for (const headers of [{ token }, {}]) {
        const answer = await call(t.app, {
          method: 'POST',
          url: `/upload/${operation}?kind=audio&size=10`,
          payload: body,
          headers: { ...headers, 'content-type': contentType },
        });
        expect([operation, answer.http, answer.body]).toMatchObject([
          operation,
          415,
          { message: '不支持的请求格式' },
        ]);
      }
    }
  });

  it('stores a photo without its location, with its display size, and records who uploaded it', async () => {
    const photo = photoWithGps(480, 320);
    const { answer } = await uploadAll('picture', photo);
    expect(answer.data).toMatchObject({ kind: 'picture', width: 480, height: 320 });
    expect(Object.keys(answer.data.sizes)).toEqual(['small']);
    const name = answer.data.url.split('/').pop()!;
    const stored = s3
      ? s3.objects.get(name)!.bytes
      : (await t.app.inject({ method: 'GET', url: `/upload/files/${name}` })).rawPayload;
    expect(stored.includes('GPS31N')).toBe(false);
    expect(stored.length).toBeLessThan(photo.length);
    expect(answer.data.sizes.small).toMatch(/[0-9a-f]{64}-240\.jpg$/);
    const rows = await t.database.db
      .select()
      .from(memberUploads)
      .where(eq(memberUploads.url, answer.data.url));
    expect(rows).toHaveLength(1);
  });
});
