'use client';

import dynamic from 'next/dynamic';
import { browserClient } from '@/lib/api/browserClient';
import type { UploadedImage, UploadProgress } from '@/lib/api/uploadModel';
import type { UploadKind } from '@/lib/contract/uploads';

// The picker and the upload call load when the form needs them (a comment once its reader starts writing, a
// sign-up form with a picture field), never with the page: an article page's own JS stays within its budget.
const ImageAttachments = dynamic(
  () => import('@/components/forms/ImageAttachments').then((module) => module.ImageAttachments),
  { ssr: false },
);

async function uploadPicture(
  file: File,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const [api, { uploadImage }] = await Promise.all([browserClient(), import('@/lib/api/uploadActions')]);
  return uploadImage(api, file, onProgress, signal);
}

/** Videos and recordings go in parts (the object-storage flow): a failed part is sent again, not the whole file. */
const uploadMedia =
  (kind: UploadKind) =>
  async (file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<UploadedImage> => {
    const [api, { uploadInParts }] = await Promise.all([browserClient(), import('@/lib/api/uploadActions')]);
    return uploadInParts(api, file, kind, onProgress, signal);
  };

const UPLOAD_OF: Record<UploadKind, ReturnType<typeof uploadMedia>> = {
  picture: uploadPicture,
  video: uploadMedia('video'),
  audio: uploadMedia('audio'),
};

/**
 * Files through the upload service, uploaded as they are picked: pictures by default (a comment's up to
 * COMMENT_LIMITS.maxImages), or, with `kind`, videos or audio recordings (sent in parts). Each shows its progress
 * and can be cancelled; the island around it keeps `images` in its draft, so a failed send loses none of them.
 */
export function UploadedPictures({
  images,
  onChange,
  disabled,
  max,
  kind = 'picture',
}: {
  images: readonly UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  disabled: boolean;
  max?: number;
  kind?: UploadKind;
}) {
  return (
    <ImageAttachments
      images={images}
      onChange={onChange}
      upload={UPLOAD_OF[kind]}
      disabled={disabled}
      kind={kind}
      {...(max === undefined ? {} : { max })}
    />
  );
}
