// A member's comment picture through the upload service (`uploadImage`, multipart): the browser's client, so the
// token, app auth and renewal work as for every write, and the picture's progress as it goes.
import type { ApiClient } from '@/lib/api/createApiClient';
import { ApiError } from '@/lib/api/apiError';
import { toUploadedImage, type UploadedImage, type UploadProgress } from '@/lib/api/uploadModel';
import { UPLOAD_FILE_FIELD } from '@/lib/contract/uploads';

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
