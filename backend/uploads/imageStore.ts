// Where uploaded pictures are kept: on disk under UPLOAD_DIR, named by their content (SHA-256 and the format's
// extension), so the same picture sent twice, by anyone, is one file; and, when S3_* is set, as the same key in an
// S3-compatible bucket, which then serves them (S3_PUBLIC_URL). The disk copy is written first and atomically (a
// temporary name, then a rename), so a reader never sees half a file.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Config, UploadsConfig } from '../core/config.js';
import { sha256Hex, signV4 } from './sigV4.js';

export interface StoredImage {
  /** The file's name, `<sha256>.<ext>`: also its key in the bucket. */
  name: string;
  url: string;
}

/** A stored file's name: 64 hex digits and a taken extension, nothing else reaches the disk or the bucket. */
export const STORED_NAME = /^[0-9a-f]{64}\.(jpg|png|gif|bmp)$/;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function putObject(s3: S3Config, key: string, bytes: Buffer, contentType: string): Promise<void> {
  const url = new URL(`${s3.endpoint}/${encodeURIComponent(s3.bucket)}/${key}`);
  const payloadHash = sha256Hex(bytes);
  const headers = signV4(
    {
      method: 'PUT',
      url,
      headers: {
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-amz-content-sha256': payloadHash,
      },
      payloadHash,
      region: s3.region,
      service: 's3',
      now: new Date(),
    },
    s3,
  );
  const body = new Uint8Array(bytes);
  const answer = await fetch(url, { method: 'PUT', headers, body, signal: AbortSignal.timeout(30_000) });
  if (!answer.ok)
    throw new Error(`S3 PUT ${key} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
}

export interface ImageStore {
  /** Keeps the picture (once per content) and answers its name and public address. */
  save(bytes: Buffer, extension: string, contentType: string): Promise<StoredImage>;
  /** The disk path of a stored file, or null when the name is not one this store gives. */
  pathOf(name: string): string | null;
}

export function imageStore({ dir, publicUrl, s3 }: UploadsConfig): ImageStore {
  return {
    async save(bytes, extension, contentType) {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      // Made on the first upload, not at start: a backend that never takes one leaves no folder behind.
      await mkdir(dir, { recursive: true });
      const path = join(dir, name);
      if (!(await exists(path))) {
        const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
        try {
          await writeFile(temporary, bytes, { flag: 'wx' });
          await rename(temporary, path);
        } finally {
          await rm(temporary, { force: true });
        }
      }
      // Put every time: idempotent for the same key, and it repairs a bucket that lost the object.
      if (s3) await putObject(s3, name, bytes, contentType);
      return { name, url: `${s3 ? s3.publicUrl : publicUrl}/${name}` };
    },
    pathOf: (name) => (STORED_NAME.test(name) ? join(dir, name) : null),
  };
}
