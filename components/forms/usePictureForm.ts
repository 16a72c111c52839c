'use client';

import { useId, useState } from 'react';
import type { UploadedImage } from '@/lib/api/uploadModel';
import type { MessageRef } from '@/lib/i18n/messages';
import { useMessageText } from '@/components/shell/useMessageText';

/**
 * The state of a member's text-and-pictures form (a circle post, a 问吧 question, an inquiry): its pictures, the
 * send in flight, the refusal and whether the backend took it. `send` keeps the draft unless the backend took it:
 * the form's own check refuses first, a refused or failed send says why and changes nothing.
 */
export function usePictureForm(refusalOf: (error: unknown) => MessageRef) {
  const text = useMessageText();
  const errorId = useId();
  const [pictures, setPictures] = useState<UploadedImage[]>([]);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  /** `check`: the form's own refusal, null when it passes; `write` sends with the pictures' addresses. */
  const send = async (
    check: string | null,
    write: (pictures: string[]) => Promise<unknown>,
    clear: () => void,
  ) => {
    setSent(false);
    setRefusal(check);
    if (check) return;
    setPending(true);
    try {
      await write(pictures.map((picture) => picture.url));
      clear();
      setPictures([]);
      setSent(true);
    } catch (error) {
      setRefusal(text(refusalOf(error)));
    } finally {
      setPending(false);
    }
  };

  return { errorId, pictures, setPictures, pending, refusal, sent, send };
}

export type PictureForm = ReturnType<typeof usePictureForm>;
