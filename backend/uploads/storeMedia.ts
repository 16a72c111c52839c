// What both upload flows do with a whole file: read its kind from its bytes, hold it to that kind's limits
// (UPLOAD_LIMITS: size and duration), take the location out of a photo, store it once per content with a photo's
// display sizes, and note that the member uploaded it (an item may carry only its own author's files).
import { UPLOAD_LIMITS, type UploadKind } from '../../lib/contract/uploads.js';
import type { Db } from '../core/database.js';
import { InputError } from '../core/envelope.js';
import { displaySizes } from './displaySizes.js';
import type { ImageStore } from './imageStore.js';
import { type Media, sniffMedia } from './mediaSniff.js';
import { withoutLocation } from './photoClean.js';
import { memberUploads } from './schema.js';
import type { ImageFormat } from './imageHeader.js';

const MB = 1024 * 1024;

/** The refusal of each kind's wrong file: what the reader sees (messages.uploads maps them). */
export const KIND_MESSAGE: Record<UploadKind, string> = {
  picture: '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！',
  video: '仅支持MP4、MOV或WebM格式的视频',
  audio: '仅支持MP3、M4A、AAC、WAV或OGG格式的音频',
};

const KIND_NAME: Record<UploadKind, string> = { picture: '图片', video: '视频', audio: '音频' };

/** Over a kind's size limit: HTTP 413's meaning, said in the envelope as every refusal is. */
export const tooLarge = (kind: UploadKind) =>
  new InputError(`${KIND_NAME[kind]}不能超过${UPLOAD_LIMITS[kind].maxBytes / MB}MB`);

const tooLong = (kind: UploadKind) =>
  new InputError(`${KIND_NAME[kind]}不能超过${(UPLOAD_LIMITS[kind].maxSeconds ?? 0) / 60}分钟`);

export interface StoredMedia {
  url: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  width: number;
  height: number;
  /** Seconds, or null when the container does not say. */
  duration: number | null;
  /** A photo's display sizes by name (small, medium): each one's address. */
  sizes: Record<string, string>;
}

/** The file's kind, held to the kind the reader chose; InputError with that kind's words otherwise. */
export function checkMedia(bytes: Buffer, kind: UploadKind): Media {
  if (bytes.length > UPLOAD_LIMITS[kind].maxBytes) throw tooLarge(kind);
  const found = sniffMedia(bytes);
  if (!found || found.kind !== kind) throw new InputError(KIND_MESSAGE[kind]);
  const limit = UPLOAD_LIMITS[kind].maxSeconds;
  if (limit !== null && found.duration !== null && found.duration > limit) throw tooLong(kind);
  return found;
}

const FORMAT_OF: Record<string, ImageFormat> = { jpg: 'jpeg', png: 'png', gif: 'gif', bmp: 'bmp' };

/** Stores a checked file (a photo without its location, with its display sizes) and records its uploader. */
export async function storeMedia(
  { db, store }: { db: Db; store: ImageStore },
  userId: number,
  sent: Buffer,
  found: Media,
): Promise<StoredMedia> {
  const format = FORMAT_OF[found.extension];
  const bytes = found.kind === 'picture' && format ? withoutLocation(sent, format) : sent;
  const stored = await store.save(bytes, found.extension, found.contentType);
  const sizes: Record<string, string> = {};
  if (format) {
    const hash = stored.name.slice(0, 64);
    for (const [name, size] of Object.entries(await displaySizes(bytes, { format, ...found }))) {
      sizes[name] = (await store.saveAs(`${hash}-${size.width}.jpg`, size.bytes, 'image/jpeg')).url;
    }
  }
  await db.insert(memberUploads).values({ userId, url: stored.url, kind: found.kind }).onConflictDoNothing();
  return {
    url: stored.url,
    kind: found.kind,
    contentType: found.contentType,
    size: bytes.length,
    width: found.width,
    height: found.height,
    duration: found.duration === null ? null : Math.round(found.duration * 10) / 10,
    sizes,
  };
}
