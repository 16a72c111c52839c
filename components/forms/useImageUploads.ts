'use client';

import { useEffect, useRef, useState } from 'react';
import { COMMENT_LIMITS } from '@/lib/contract/comments';
import {
  isImageFileName,
  uploadRefusal,
  type UploadedImage,
  type UploadProgress,
} from '@/lib/api/uploadModel';

/** A picture on its way: how much has gone, or why it failed (then it can be sent again or dropped). */
export interface PendingImage {
  id: number;
  file: File;
  progress: number;
  error: string | null;
}

export const MAX_IMAGE_MEGABYTES = COMMENT_LIMITS.maxImageBytes / (1024 * 1024);

interface Options {
  images: readonly UploadedImage[];
  onChange(images: UploadedImage[]): void;
  upload(file: File, onProgress: UploadProgress): Promise<UploadedImage>;
  max: number;
  t(key: string, values?: Record<string, string | number>): string;
}

/**
 * ImageAttachments' uploads: the pictures picked are checked here first (type by name, size, how many), each sent
 * with its progress followed, added to the pictures once stored; a failed one keeps its place with the reason.
 */
export function useImageUploads({ images, onChange, upload, max, t }: Options) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Uploads finish after renders: each adds to the pictures as they are then, not as they were when it started.
  const latest = useRef(images);
  const nextId = useRef(0);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const update = (id: number, change: Partial<PendingImage>) =>
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const drop = (id: number) => setPending((list) => list.filter((item) => item.id !== id));

  const send = (id: number, file: File) =>
    upload(file, (progress) => update(id, { progress })).then(
      (image) => {
        drop(id);
        // The same content has the same address: a picture picked twice is attached once.
        if (latest.current.some((kept) => kept.url === image.url)) return;
        const next = [...latest.current, image];
        latest.current = next;
        onChange(next);
      },
      (error: unknown) => {
        const said = uploadRefusal(error);
        update(id, { error: 'text' in said ? said.text : t(said.key, { mb: MAX_IMAGE_MEGABYTES }) });
      },
    );

  const pick = (files: File[]) => {
    const room = max - images.length - pending.length;
    let refused = files.length > room ? t('tooMany', { max }) : null;
    const accepted: PendingImage[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (!isImageFileName(file.name)) refused = t('wrongType');
      else if (file.size > COMMENT_LIMITS.maxImageBytes) refused = t('tooLarge', { mb: MAX_IMAGE_MEGABYTES });
      else accepted.push({ id: (nextId.current += 1), file, progress: 0, error: null });
    }
    setRefusal(refused);
    setPending((list) => [...list, ...accepted]);
    for (const item of accepted) void send(item.id, item.file);
  };

  const retry = ({ id, file }: PendingImage) => {
    update(id, { progress: 0, error: null });
    void send(id, file);
  };

  return { pending, refusal, pick, retry, drop, room: max - images.length - pending.length };
}
