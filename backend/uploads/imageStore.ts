// Where uploaded files are kept: on disk under UPLOAD_DIR, named by their content (SHA-256 and the format's
// extension), so the same picture sent twice, by anyone, is one file; and, when S3_* is set, as the same key in an
// S3-compatible bucket, which then serves them (S3_PUBLIC_URL). The disk copy is written first and atomically (a
// temporary name, then a rename), so a reader never sees half a file. The parts of an upload in progress (the
// object-storage flow, chunkedUploads.ts) are kept where the files are, so any backend instance can take the next
// part: in the bucket under `parts/` when S3_* is set, else in UPLOAD_DIR/.parts.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Config, UploadsConfig } from '../core/config.js';
import { sha256Hex, signV4 } from './sigV4.js';

export interface StoredImage {
  /** The file's name, `<sha256>.<ext>`: also its key in the bucket. */
  name: string;
  url: string;
}

/**
 * A stored file's name: 64 hex digits, a display width for a picture's display size, and a taken extension; nothing
 * else reaches the disk or the bucket.
 */
export const STORED_NAME =
  /^[0-9a-f]{64}(-\d{2,4})?\.(jpg|png|gif|bmp|mp4|mov|webm|mkv|mp3|m4a|aac|wav|ogg)$/;

/** An upload's id: what its parts are kept under. */
const SESSION_ID = /^[0-9a-f]{32}$/;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

const EMPTY_HASH = sha256Hex('');

/** One signed request to the bucket: PUT with a body, GET or DELETE without. */
async function s3Request(
  s3: S3Config,
  method: 'PUT' | 'GET' | 'DELETE',
  key: string,
  put?: { bytes: Buffer; headers: Record<string, string> },
): Promise<Response> {
  const url = new URL(`${s3.endpoint}/${encodeURIComponent(s3.bucket)}/${key}`);
  const payloadHash = put ? sha256Hex(put.bytes) : EMPTY_HASH;
  const headers = signV4(
    {
      method,
      url,
      headers: { ...put?.headers, 'x-amz-content-sha256': payloadHash },
      payloadHash,
      region: s3.region,
      service: 's3',
      now: new Date(),
    },
    s3,
  );
  const body = put ? new Uint8Array(put.bytes) : undefined;
  const answer = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  if (!answer.ok && !(method === 'DELETE' && answer.status === 404))
    throw new Error(`S3 ${method} ${key} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return answer;
}

const putObject = (s3: S3Config, key: string, bytes: Buffer, contentType: string) =>
  s3Request(s3, 'PUT', key, {
    bytes,
    headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
  });

/** Writes a file under a temporary name, then renames it: a reader sees all of it or nothing. */
async function writeWhole(dir: string, name: string, bytes: Buffer) {
  await mkdir(dir, { recursive: true });
  const path = join(dir, name);
  const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, path);
  } finally {
    await rm(temporary, { force: true });
  }
}

export interface ImageStore {
  /** Keeps the picture (once per content) and answers its name and public address. */
  save(bytes: Buffer, extension: string, contentType: string): Promise<StoredImage>;
  /** Keeps a file under a name of its own (a display size: `<sha256>-<width>.jpg`). */
  saveAs(name: string, bytes: Buffer, contentType: string): Promise<StoredImage>;
  /** The disk path of a stored file, or null when the name is not one this store gives. */
  pathOf(name: string): string | null;
  /** Keeps part `number` of upload `session` (sent again, it replaces the first). */
  putPart(session: string, number: number, bytes: Buffer): Promise<void>;
  /** The parts 1…count of an upload, joined. */
  readParts(session: string, count: number): Promise<Buffer>;
  /** Forgets an upload's parts. */
  dropParts(session: string, count: number): Promise<void>;
}

export function imageStore({ dir, publicUrl, s3 }: UploadsConfig): ImageStore {
  const partsDir = (session: string) => {
    if (!SESSION_ID.test(session)) throw new Error(`not an upload id: ${session}`);
    return join(dir, '.parts', session);
  };
  const partKey = (session: string, number: number) => `parts/${session}/${number}`;
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  async function saveAs(name: string, bytes: Buffer, contentType: string): Promise<StoredImage> {
    // Made on the first upload, not at start: a backend that never takes one leaves no folder behind.
    if (!(await exists(join(dir, name)))) await writeWhole(dir, name, bytes);
    // Put every time: idempotent for the same key, and it repairs a bucket that lost the object.
    if (s3) await putObject(s3, name, bytes, contentType);
    return { name, url: `${s3 ? s3.publicUrl : publicUrl}/${name}` };
  }

  return {
    save: (bytes, extension, contentType) =>
      saveAs(`${createHash('sha256').update(bytes).digest('hex')}.${extension}`, bytes, contentType),
    saveAs,
    pathOf: (name) => (STORED_NAME.test(name) ? join(dir, name) : null),
    async putPart(session, number, bytes) {
      if (s3) await putObject(s3, partKey(session, number), bytes, 'application/octet-stream');
      else await writeWhole(partsDir(session), String(number), bytes);
    },
    async readParts(session, count) {
      const parts = await Promise.all(
        numbers(count).map(async (number) =>
          s3
            ? Buffer.from(await (await s3Request(s3, 'GET', partKey(session, number))).arrayBuffer())
            : readFile(join(partsDir(session), String(number))),
        ),
      );
      return Buffer.concat(parts);
    },
    async dropParts(session, count) {
      if (s3)
        await Promise.all(numbers(count).map((number) => s3Request(s3, 'DELETE', partKey(session, number))));
      else await rm(partsDir(session), { recursive: true, force: true });
    },
  };
}
