'use client';

import { useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import styles from '@/components/article/Article.module.css';

const isHls = (src: string) => /\.m3u8(?:[?#]|$)/i.test(src);

/**
 * An article's video. HLS plays natively where the browser can (iOS Safari, WeChat on iOS) and through hls.js,
 * loaded only now, elsewhere. Inline on phones (playsinline and the X5 attributes for Android WeChat/QQ).
 */
export function VideoPlayer({
  src,
  poster,
  title,
  failedText,
}: {
  src: string;
  poster: string;
  title: string;
  failedText: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!isHls(src) || element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      return;
    }
    let player: Hls | null = null;
    let cancelled = false;
    import('hls.js')
      .then(({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) {
          setFailed(true);
          return;
        }
        player = new HlsPlayer({ capLevelToPlayerSize: true });
        player.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        player.loadSource(src);
        player.attachMedia(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [src]);

  return (
    <figure className={styles.video}>
      <video
        ref={video}
        controls
        playsInline
        preload="metadata"
        poster={poster || undefined}
        aria-label={title}
        onError={() => setFailed(true)}
        width={750}
        height={422}
        x5-playsinline="true"
        webkit-playsinline="true"
        x5-video-player-type="h5"
      />
      {failed && (
        <figcaption role="alert" className={styles.videoFailed}>
          {failedText}
        </figcaption>
      )}
    </figure>
  );
}
