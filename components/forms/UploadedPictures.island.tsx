'use client';

import dynamic from 'next/dynamic';
import { browserClient } from '@/lib/api/browserClient';
import type { UploadedImage, UploadProgress } from '@/lib/api/uploadModel';

// The picker and the upload call load when the form needs them (a comment once its reader starts writing, a
// sign-up form with a picture field), never with the page: an article page's own JS stays within its budget.
const ImageAttachments = dynamic(
  () => import('@/components/forms/ImageAttachments').then((module) => module.ImageAttachments),
  { ssr: false },
);

async function uploadPicture(file: File, onProgress: UploadProgress): Promise<UploadedImage> {
  const [api, { uploadImage }] = await Promise.all([browserClient(), import('@/lib/api/uploadActions')]);
  return uploadImage(api, file, onProgress);
}

/** Pictures through the upload service (a comment's up to COMMENT_LIMITS.maxImages), uploaded as they are picked. */
export function UploadedPictures({
  images,
  onChange,
  disabled,
  max,
}: {
  images: readonly UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  disabled: boolean;
  max?: number;
}) {
  return (
    <ImageAttachments
      images={images}
      onChange={onChange}
      upload={uploadPicture}
      disabled={disabled}
      {...(max === undefined ? {} : { max })}
    />
  );
}
