'use client';

import dynamic from 'next/dynamic';
import { browserClient } from '@/lib/api/browserClient';
import type { UploadedImage, UploadProgress } from '@/lib/api/uploadModel';

// The picker and the upload call load when the reader starts writing (CommentInput), never with the page: the
// article page's own JS stays within its budget.
const ImageAttachments = dynamic(
  () => import('@/components/forms/ImageAttachments').then((module) => module.ImageAttachments),
  { ssr: false },
);

async function uploadPicture(file: File, onProgress: UploadProgress): Promise<UploadedImage> {
  const [api, { uploadImage }] = await Promise.all([browserClient(), import('@/lib/api/uploadActions')]);
  return uploadImage(api, file, onProgress);
}

/** A comment's pictures (up to COMMENT_LIMITS.maxImages), uploaded as they are picked, part of the draft. */
export function CommentPictures({
  images,
  onChange,
  disabled,
}: {
  images: readonly UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  disabled: boolean;
}) {
  return <ImageAttachments images={images} onChange={onChange} upload={uploadPicture} disabled={disabled} />;
}
