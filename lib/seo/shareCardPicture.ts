/**
 * The pictures a share card shows (the article's, the site's logo) as data URLs for next/og. A site path is read
 * from public/ (the demo's pictures; the site's own files need no request to itself); an http(s) address is
 * fetched with a time and size limit. Server only.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { parseSafeUrl } from '@/lib/html/safeUrl';

/** next/og draws these; WebP and others are left out of the card. */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
const DRAWN_TYPES = new Set(Object.values(TYPES));

export const PICTURE_TIMEOUT_MS = 3000;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** A picture the card should show but could not get now: the card drawn without it must not be kept. */
export class PictureUnavailable extends Error {
  constructor(src: string, reason: string) {
    super(`share card picture ${src}: ${reason}`);
    this.name = 'PictureUnavailable';
  }
}

const PUBLIC_DIR = join(process.cwd(), 'public');

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

async function publicFile(path: string): Promise<string | null> {
  const type = TYPES[extname(path).toLowerCase()];
  const file = normalize(join(PUBLIC_DIR, decodeURIComponent(path)));
  if (!type || !file.startsWith(PUBLIC_DIR + sep)) return null;
  const bytes = await readFile(file).catch(() => null);
  return bytes && bytes.length <= PICTURE_MAX_BYTES ? dataUrl(type, bytes) : null;
}

async function remoteFile(url: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    throw new PictureUnavailable(url, error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 500 || response.status === 429) {
    throw new PictureUnavailable(url, `status ${response.status}`);
  }
  const type = (response.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !DRAWN_TYPES.has(type) || length > PICTURE_MAX_BYTES) {
    await response.body?.cancel();
    return null;
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.length <= PICTURE_MAX_BYTES ? dataUrl(type, bytes) : null;
}

/**
 * `src` as a data URL next/og can draw; null when there is none, or it is of a kind the card does not draw.
 * Throws PictureUnavailable when a remote picture could not be had for now (time-out, network, 5xx).
 */
export async function cardPicture(src: string | null | undefined, basePath: string): Promise<string | null> {
  const parsed = parseSafeUrl(src);
  if (parsed?.kind === 'http') return remoteFile(parsed.url);
  if (parsed?.kind !== 'relative' || !parsed.rootRelative) return null;
  const path = parsed.url.split(/[?#]/, 1)[0] ?? '';
  return publicFile(basePath && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path);
}
