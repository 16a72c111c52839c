// A comment picture as the upload service answers it, and the checks a reader's device makes before sending one
// (the backend checks the name and the bytes again). Pure: the form kit's picker uses it too.
import { COMMENT_LIMITS } from '@/lib/contract/comments';
import { asNumber, asObject, asString } from '@/lib/api/mapping';

export interface UploadedImage {
  /** What `discuss` takes in `images` (comma separated). */
  url: string;
  width: number;
  height: number;
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

/** `uploadImage`'s answer; an address that is neither http(s) nor a site path counts as none. */
export function toUploadedImage(reply: unknown): UploadedImage | null {
  const data = asObject(reply);
  const url = asString(data.url);
  if (!/^(\/(?![\\/])|https?:\/\/)[^\s<>"'?#]+$/.test(url)) return null;
  return { url, width: asNumber(data.width), height: asNumber(data.height) };
}

/** Whether a file name ends in one of the extensions comments take (jpg/jpeg/png/gif/bmp). */
export function isImageFileName(name: string): boolean {
  const extension = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return (COMMENT_LIMITS.imageExtensions as readonly string[]).includes(extension);
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
];

/** What to tell the reader about a failed upload (an ApiError as lib/api throws it, or anything else). */
export function uploadRefusal(error: unknown): UploadRefusal {
  const { kind, message } = (error ?? {}) as { kind?: unknown; message?: unknown };
  if (kind === 'loginRequired' || kind === 'tokenExpired') return { key: 'signInFirst' };
  if (kind !== 'status' || typeof message !== 'string' || message === '') return { key: 'failed' };
  const known = REFUSALS.find(([pattern]) => pattern.test(message.trim()));
  return known ? { key: known[1] } : { text: message };
}
