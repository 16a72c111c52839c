'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { attachVideoSource } from '@/components/article/attachVideoSource';
import styles from '@/components/article/Article.module.css';

/**
 * An article's video, around the <video> the server drew (ArticleVideo), its source attached here
 * (attachVideoSource: native HLS or hls.js). A failure says so under the video.
 */
export function VideoPlayer({
  src,
  failedText,
  children,
}: {
  src: string;
  failedText: string;
  children: ReactNode;
}) {
  const figure = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = figure.current?.querySelector('video');
    if (!element) return;
    return attachVideoSource(element, src, () => setFailed(true));
  }, [src]);

  return (
    <figure ref={figure} className={styles.video}>
      {children}
      {failed && (
        <figcaption role="alert" className={styles.videoFailed}>
          {failedText}
        </figcaption>
      )}
    </figure>
  );
}
