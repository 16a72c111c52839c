'use client';

import { useEffect, useRef, useState } from 'react';
import { SHARE_CHANNEL, type ShareChannel } from '@/lib/format/share';
import styles from '@/components/share/ShareSheet.module.css';

/** The sheet's words, translated on the server. */
export interface ShareSheetText {
  title: string;
  link: string;
  copyLink: string;
  copied: string;
  copyFailed: string;
  poster: string;
  posterHint: string;
  savePoster: string;
  close: string;
}

/** What is shared: the card's title and summary, the article's address and its poster (the square share card). */
export interface ShareTarget {
  title: string;
  text: string;
  url: string;
  /** The poster's address; '' when the article has none. */
  poster: string;
  posterFileName: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The clipboard where the browser gives it (secure pages), else the selected link and the old copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * The site's share sheet, for browsers without the system one: the link to copy (已复制 once it is), and the
 * poster to save. A modal dialog at the bottom of the screen; Escape, the close button or a tap beside it close it.
 */
export function ShareSheet({
  text,
  target,
  onShared,
  onClose,
}: {
  text: ShareSheetText;
  target: ShareTarget;
  onShared: (channel: ShareChannel | null) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    const closed = () => onClose();
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  async function copyLink() {
    const done = await copyText(target.url, field.current);
    setCopy(done ? 'copied' : 'failed');
    if (done) onShared(null);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby="share-sheet-title"
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className={styles.body}>
        <h2 id="share-sheet-title" className={styles.title}>
          {text.title}
        </h2>
        <label className={styles.link}>
          <span>{text.link}</span>
          <input ref={field} readOnly value={target.url} onFocus={(event) => event.target.select()} />
        </label>
        <button type="button" className={styles.action} onClick={() => void copyLink()}>
          {copy === 'copied' ? text.copied : text.copyLink}
        </button>
        <p role="status" className={styles.status}>
          {copy === 'copied' ? text.copied : copy === 'failed' ? text.copyFailed : ''}
        </p>
        {target.poster && (
          <figure className={styles.poster}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the drawn card, at its own size */}
            <img src={target.poster} alt={text.poster} width={600} height={600} />
            <figcaption>{text.posterHint}</figcaption>
            <a
              className={styles.action}
              href={target.poster}
              download={target.posterFileName}
              onClick={() => onShared(SHARE_CHANNEL.album)}
            >
              {text.savePoster}
            </a>
          </figure>
        )}
        <button type="button" className={styles.close} onClick={onClose}>
          {text.close}
        </button>
      </div>
    </dialog>
  );
}
