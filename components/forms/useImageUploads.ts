'use client';

import { useEffect, useRef, useState } from 'react';
import { COMMENT_LIMITS } from '@/lib/contract/comments';
import { UPLOAD_LIMITS, type UploadKind } from '@/lib/contract/uploads';
import {
  isFileNameOf,
  isImageFileName,
  uploadRefusal,
  type UploadedImage,
  type UploadProgress,
} from '@/lib/api/uploadModel';

/** A file on its way: how much has gone, or why it failed (then it can be sent again or dropped). */
export interface PendingImage {
  id: number;
  file: File;
  progress: number;
  error: string | null;
}

export const MAX_IMAGE_MEGABYTES = COMMENT_LIMITS.maxImageBytes / (1024 * 1024);

/** A kind's size limit in MB, as the picker's messages say it. */
export const megabytesOf = (kind: UploadKind) =>
  kind === 'picture' ? MAX_IMAGE_MEGABYTES : UPLOAD_LIMITS[kind].maxBytes / (1024 * 1024);

/** A kind's message key: pictures keep the namespace's own keys, videos and audio theirs under `video.`/`audio.`. */
export const keyOf = (kind: UploadKind, key: string) => (kind === 'picture' ? key : `${kind}.${key}`);

interface Options {
  images: readonly UploadedImage[];
  onChange(images: UploadedImage[]): void;
  upload(file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<UploadedImage>;
  max: number;
  kind: UploadKind;
  t(key: string, values?: Record<string, string | number>): string;
}

/**
 * ImageAttachments' uploads: the files picked are checked here first (type by name, size, how many), each sent
 * with its progress followed, added to the files once stored; a failed one keeps its place with the reason; one on
 * its way can be cancelled (its request aborted, nothing added).
 */
export function useImageUploads({ images, onChange, upload, max, kind, t }: Options) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Uploads finish after renders: each adds to the files as they are then, not as they were when it started.
  const latest = useRef(images);
  const nextId = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  useEffect(() => {
    latest.current = images;
  }, [images]);
  // A form that goes away takes its uploads with it.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const mb = megabytesOf(kind);
  const update = (id: number, change: Partial<PendingImage>) =>
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const drop = (id: number) => setPending((list) => list.filter((item) => item.id !== id));

  const send = (id: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    return upload(file, (progress) => update(id, { progress }), controller.signal).then(
      (image) => {
        controllers.current.delete(id);
        drop(id);
        // The same content has the same address: a file picked twice is attached once.
        if (latest.current.some((kept) => kept.url === image.url)) return;
        const next = [...latest.current, image];
        latest.current = next;
        onChange(next);
      },
      (error: unknown) => {
        controllers.current.delete(id);
        if (controller.signal.aborted) return;
        const said = uploadRefusal(error);
        if ('text' in said) update(id, { error: said.text });
        else update(id, { error: t(said.key === 'failed' ? keyOf(kind, 'failed') : said.key, { mb }) });
      },
    );
  };

  const cancel = (id: number) => {
    controllers.current.get(id)?.abort();
    drop(id);
  };

  const fits = (file: File) =>
    kind === 'picture' ? isImageFileName(file.name) : isFileNameOf(file.name, kind);

  const pick = (files: File[]) => {
    const room = max - images.length - pending.length;
    let refused = files.length > room ? t(keyOf(kind, 'tooMany'), { max }) : null;
    const accepted: PendingImage[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (!fits(file)) refused = t(keyOf(kind, 'wrongType'));
      else if (file.size > mb * 1024 * 1024) refused = t(keyOf(kind, 'tooLarge'), { mb });
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

  return { pending, refusal, pick, retry, drop, cancel, room: max - images.length - pending.length };
}
