// The one file of a multipart upload, read whole and held to a size: both flows (uploadImage's picture,
// minioUpload's part) take their bytes this way.
import type { FastifyRequest } from 'fastify';
import { InputError } from '../core/envelope.js';
import { MalformedBody } from '../core/requestInput.js';

/** Room for the multipart framing and the part's headers around the file itself. */
const FRAMING_BYTES = 16 * 1024;

/** The file in `field`, at most `maxBytes` of it, and the name it was sent with. */
export async function readFilePart(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLarge: () => InputError,
  missing: string,
) {
  if (Number(request.headers['content-length']) > maxBytes + FRAMING_BYTES) throw tooLarge();
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part || part.fieldname !== field) throw new InputError(missing);
  try {
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    // The parser's own complaints (a cut or malformed body) are the caller's fault, not the server's.
    if (error instanceof Error && !('statusCode' in error)) throw new MalformedBody('请求格式错误');
    throw error;
  }
}
