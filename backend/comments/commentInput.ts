// The parameters of the comment operations, read and checked before anything is looked up.
import { COMMENT_LIMITS, type CommentSource } from '../../lib/contract/comments.js';
import { InputError } from '../core/envelope.js';
import { urlPattern } from '../core/jsonFields.js';
import { bounded, param, type Params } from '../core/params.js';
import { commentTarget } from './targets.js';

export const IMAGE_TYPE_MESSAGE = '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！';

/** `source`: what kind of target is commented on (COMMENT_SOURCE, 0 an article by default). */
export function readSource(params: Params): CommentSource {
  const source = param.optionalNonNegativeInt(params, 'source') ?? 0;
  if (!commentTarget(source)) throw new InputError('参数 source 不支持');
  return source as CommentSource;
}

/** Whether a file name or address ends in one of the picture extensions comments take. */
export function hasImageExtension(name: string): boolean {
  const extension = /\.([A-Za-z]+)$/.exec(name.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
  return (COMMENT_LIMITS.imageExtensions as readonly string[]).includes(extension);
}

/** `images` (or another field): up to `max` addresses (upload's answers), comma separated, each a picture. */
export function readImages(
  params: Params,
  name = 'images',
  max: number = COMMENT_LIMITS.maxImages,
): string[] {
  const raw = (params[name] ?? '').trim();
  if (raw === '') return [];
  const images = raw.split(',').map((part) => part.trim());
  if (images.length > max) throw new InputError(`最多上传${max}张图片`);
  for (const image of images) {
    if (image.length > 1000 || !urlPattern.test(image)) throw new InputError(`参数 ${name} 格式错误`);
    if (!hasImageExtension(image)) throw new InputError(IMAGE_TYPE_MESSAGE);
  }
  return images;
}

/** `idempotencyKey`: the client's key of one submission (8–64 letters, digits, `-` or `_`), optional. */
export function readIdempotencyKey(params: Params): string | null {
  const raw = params.idempotencyKey;
  if (raw === undefined || raw === '') return null;
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(raw)) throw new InputError('参数 idempotencyKey 格式错误');
  return raw;
}

/** The list operations' paging: `page`, `pageSize` (1–50, default 20), `lastFileId` (0: from the newest). */
export function readListPaging(params: Params) {
  return {
    page: param.optionalPositiveInt(params, 'page') ?? 1,
    pageSize: bounded(params, 'pageSize', 20, 50),
    lastFileId: param.optionalNonNegativeInt(params, 'lastFileId') ?? 0,
  };
}
