'use client';

import { useEffect, useState } from 'react';
import { loadPdf } from '@/lib/html/pdfSource';
import styles from '@/components/member/PdfViewer.module.css';

type State = { kind: 'loading' } | { kind: 'ready'; href: string } | { kind: 'failed' };

export interface PdfLabels {
  frameTitle: string;
  download: string;
  loading: string;
  failed: string;
}

/**
 * The certificate in the page: loaded here, so a missing or broken file says 下载失败 instead of an empty frame,
 * then framed and offered for download from the same copy. Before that (and if it fails) a plain link remains.
 */
export function PdfViewer({ url, fileName, labels }: { url: string; fileName: string; labels: PdfLabels }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let href: string | null = null;
    let active = true;
    loadPdf(url)
      .then((blob) => {
        href = URL.createObjectURL(blob);
        if (active) setState({ kind: 'ready', href });
      })
      .catch((error: unknown) => {
        console.error('certificate PDF', error);
        if (active) setState({ kind: 'failed' });
      });
    return () => {
      active = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url]);

  if (state.kind === 'ready') {
    return (
      <>
        <iframe className={styles.pdf} src={state.href} title={labels.frameTitle} />
        <a className={styles.download} href={state.href} download={fileName}>
          {labels.download}
        </a>
      </>
    );
  }
  return (
    <>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          {labels.failed}
        </p>
      ) : (
        <p role="status" className={styles.note}>
          {labels.loading}
        </p>
      )}
      <a className={styles.download} href={url} target="_blank" rel="noopener noreferrer">
        {labels.download}
      </a>
    </>
  );
}
