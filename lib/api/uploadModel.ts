// A file as the upload service answers it (a comment's picture, a tip-off's video or recording), and the checks a
// reader's device makes before sending one (the backend checks the bytes again). Pure: the form kit's picker uses
// it too.
import { COMMENT_LIMITS } from '@/lib/contract/comments';
import { UPLOAD_LIMITS, type UploadKind } from '@/lib/contract/uploads';
import { asNumber, asObject, asString } from '@/lib/api/mapping';

export interface UploadedImage {
  /** What `discuss` takes in `images` (comma separated), and a tip-off in `pics`, `videos` or `audios`. */
  url: string;
  width: number;
  height: number;
  /** What the file is, when the service said (the object-storage flow does): a picture unless told otherwise. */
  kind?: UploadKind;
  /** A video's or a recording's seconds, when its container gives them. */
  duration?: number;
  /** A photo's display sizes (small, medium) by name: their addresses. */
  sizes?: Record<string, string>;
}

/** Called as the picture goes out: the part sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** What a picture is sent with: the file, its name and who hears of its progress. */
export interface UploadPart {
  field: string;
  file: Blob;
  fileName: string;
  onProgress?: UploadProgress;
}

const ADDRESS = /^(\/(?![\\/])|https?:\/\/)[^\s<>"'?#]+$/;

/** The display sizes the service answered, each a safe address; the others are dropped. */
function sizesOf(raw: unknown): Record<string, string> | null {
  const entries = Object.entries(asObject(raw)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && ADDRESS.test(entry[1]),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** `uploadImage`'s or `mamUploadDone2`'s answer; an address that is neither http(s) nor a site path counts as none. */
export function toUploadedImage(reply: unknown): UploadedImage | null {
  const data = asObject(reply);
  const url = asString(data.url);
  if (!ADDRESS.test(url)) return null;
  const image: UploadedImage = { url, width: asNumber(data.width), height: asNumber(data.height) };
  const kind = asString(data.kind);
  if (kind === 'video' || kind === 'audio' || kind === 'picture') image.kind = kind;
  if (typeof data.duration === 'number' && data.duration > 0) image.duration = data.duration;
  const sizes = sizesOf(data.sizes);
  if (sizes) image.sizes = sizes;
  return image;
}

/** The extension of a file's name, lower case ('' for none). */
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Whether a file name ends in one of the extensions a kind's picker offers (the service reads the bytes). */
export const isFileNameOf = (name: string, kind: UploadKind): boolean =>
  UPLOAD_LIMITS[kind].extensions.includes(extensionOf(name));

/** The `accept` of a file input offering a kind's types. */
export const acceptOf = (kind: UploadKind): string =>
  kind === 'picture'
    ? IMAGE_ACCEPT
    : UPLOAD_LIMITS[kind].extensions.map((extension) => `.${extension}`).join(',');

/** Whether a file name ends in one of the extensions comments take (jpg/jpeg/png/gif/bmp). */
export function isImageFileName(name: string): boolean {
  return (COMMENT_LIMITS.imageExtensions as readonly string[]).includes(extensionOf(name));
}

/** The `accept` of a file input offering those types. */
export const IMAGE_ACCEPT = COMMENT_LIMITS.imageExtensions.map((extension) => `.${extension}`).join(',');

/** A refusal in the picker's message namespace, or the server's own words. */
export type UploadRefusal = { key: string } | { text: string };

/** The backend's messages for a picture it refused (backend/README.md "Comment pictures"), by picker message. */
const REFUSALS: [RegExp, string][] = [
  [/^系统仅支持jpg\/jpeg\/png\/gif\/bmp格式的照片！$/, 'wrongType'],
  [/^图片不能超过\d+MB$/, 'tooLarge'],
  [/^上传过于频繁，请稍后再试$/, 'tooOften'],
  [/^仅支持MP4、MOV或WebM格式的视频$/, 'video.wrongType'],
  [/^视频不能超过\d+MB$/, 'video.tooLarge'],
  [/^视频不能超过\d+分钟$/, 'video.tooLong'],
  [/^仅支持MP3、M4A、AAC、WAV或OGG格式的音频$/, 'audio.wrongType'],
  [/^音频不能超过\d+MB$/, 'audio.tooLarge'],
  [/^音频不能超过\d+分钟$/, 'audio.tooLong'],
  [/^未完成的上传过多，请稍后再试$/, 'tooOften'],
];

/** What to tell the reader about a failed upload (an ApiError as lib/api throws it, or anything else). */
export function uploadRefusal(error: unknown): UploadRefusal {
  const { kind, message } = (error ?? {}) as { kind?: unknown; message?: unknown };
  if (kind === 'loginRequired' || kind === 'tokenExpired') return { key: 'signInFirst' };
  if (kind !== 'status' || typeof message !== 'string' || message === '') return { key: 'failed' };
  const known = REFUSALS.find(([pattern]) => pattern.test(message.trim()));
  return known ? { key: known[1] } : { text: message };
}
