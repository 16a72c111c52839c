'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type Hls from 'hls.js';
import styles from '@/components/article/Article.module.css';

const isHls = (src: string) => /\.m3u8(?:[?#]|$)/i.test(src);

/**
 * An article's video, around the <video> the server drew (ArticleVideo). HLS plays natively where the browser can
 * (iOS Safari, WeChat on iOS) and through hls.js, loaded only now, elsewhere. A failure says so under the video.
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
    const fail = () => setFailed(true);
    element.addEventListener('error', fail);
    let player: Hls | null = null;
    let cancelled = false;
    if (!isHls(src) || element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
    } else {
      import('hls.js')
        .then(({ default: HlsPlayer }) => {
          if (cancelled) return;
          if (!HlsPlayer.isSupported()) return fail();
          player = new HlsPlayer({ capLevelToPlayerSize: true });
          player.on(HlsPlayer.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          player.loadSource(src);
          player.attachMedia(element);
        })
        .catch(fail);
    }
    return () => {
      cancelled = true;
      player?.destroy();
      element.removeEventListener('error', fail);
    };
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
