// A member's files through the upload service: a comment picture at once (`uploadImage`, multipart), or any
// picture, video or recording in parts (the object-storage flow). The browser's client, so the token, app auth and
// renewal work as for every write, and the file's progress as it goes.
import type { ApiClient } from '@/lib/api/createApiClient';
import { ApiError } from '@/lib/api/apiError';
import { asNumber, asObject, asString } from '@/lib/api/mapping';
import { toUploadedImage, type UploadedImage, type UploadProgress } from '@/lib/api/uploadModel';
import { UPLOAD_FILE_FIELD, UPLOAD_PART_FIELD, type UploadKind } from '@/lib/contract/uploads';

/** uploadImage: the stored picture's address and size; ApiError when the backend refuses it. */
export async function uploadImage(
  api: ApiClient,
  file: File,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const reply = await api.upload(
    'uploadImage',
    { field: UPLOAD_FILE_FIELD, file, fileName: file.name, onProgress },
    signal,
  );
  const image = toUploadedImage(reply);
  if (!image) throw new ApiError('uploadImage', 'http', { messageKey: 'generic' });
  return image;
}

/** How many times one part is sent before the upload counts as failed (the reader may then retry it all). */
const PART_ATTEMPTS = 3;
const PART_RETRY_DELAY_MS = 800;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/** One part, sent again when it fails on the way (never when the service refuses it, nor once cancelled). */
async function sendPart(
  api: ApiClient,
  uploadId: string,
  partNumber: number,
  part: Blob,
  onProgress: UploadProgress,
  signal?: AbortSignal,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await api.upload(
        'minioUpload',
        { field: UPLOAD_PART_FIELD, file: part, fileName: 'blob', onProgress },
        signal,
        { uploadId, partNumber },
      );
      return;
    } catch (error) {
      const refused = error instanceof ApiError && error.kind === 'status';
      if (refused || signal?.aborted || attempt >= PART_ATTEMPTS) throw error;
      onProgress(0);
      await wait(PART_RETRY_DELAY_MS * attempt, signal);
    }
  }
}

/**
 * A picture, video or recording through the object-storage flow: mamUploadAccessToken2 opens the upload,
 * minioUpload sends each part (a part that fails on the way is sent again), mamUploadDone2 has the service join
 * and check the file. Progress counts the parts gone; `signal` cancels between and during parts.
 */
export async function uploadInParts(
  api: ApiClient,
  file: File,
  kind: UploadKind,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const opened = asObject(
    await api.call('mamUploadAccessToken2', { kind, size: file.size, fileName: file.name }, signal),
  );
  const uploadId = asString(opened.uploadId);
  const partSize = asNumber(opened.partSize);
  const partCount = asNumber(opened.partCount);
  if (uploadId === '' || partSize <= 0 || partCount <= 0) {
    throw new ApiError('mamUploadAccessToken2', 'http', { messageKey: 'generic' });
  }
  for (let index = 0; index < partCount; index += 1) {
    const part = file.slice(index * partSize, (index + 1) * partSize);
    await sendPart(
      api,
      uploadId,
      index + 1,
      part,
      (fraction) => onProgress?.((index + fraction) / partCount),
      signal,
    );
  }
  const stored = toUploadedImage(await api.call('mamUploadDone2', { uploadId }, signal));
  if (!stored) throw new ApiError('mamUploadDone2', 'http', { messageKey: 'generic' });
  return stored;
}
