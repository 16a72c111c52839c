import { useEffect, useRef, useState } from 'react';
import type { ShortVideo } from '@/lib/api/vodModel';
import { postVideoPlay } from '@/lib/stats/vodStats';
import { attachVideoSource } from '@/components/article/attachVideoSource';
import styles from '@/components/shortVideo/ShortVideo.module.css';

export interface ClipText {
  play: string;
  pause: string;
  unmute: string;
  failed: string;
}

/**
 * The current short video filling the stage: its <video> (inline in WeChat and the X5 browsers, the poster sized
 * to the frame), playing from the moment it is drawn. A tap pauses or plays. Where the browser refuses to start it
 * with sound (no tap yet), it plays muted with a button to turn the sound on. The first play sends the
 * mobile-video event.
 */
export function ShortVideoClip({ video, text }: { video: ShortVideo; text: ClipText }) {
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const media = element.current;
    if (!media) return;
    const detach = attachVideoSource(media, video.url, () => setFailed(true));
    media.play().catch(() => {
      // Autoplay with sound refused: muted playback is always allowed.
      media.muted = true;
      setMuted(true);
      media.play().catch(() => setPlaying(false));
    });
    return () => {
      media.pause();
      detach();
      media.removeAttribute('src');
      media.load();
    };
  }, [video.url]);

  function toggle() {
    const media = element.current;
    if (!media) return;
    if (media.paused) void media.play().catch(() => setFailed(true));
    else media.pause();
  }

  function unmute() {
    const media = element.current;
    if (!media) return;
    media.muted = false;
    setMuted(false);
  }

  return (
    <div className={styles.clip}>
      <video
        ref={element}
        className={styles.video}
        poster={video.poster || undefined}
        width={video.width}
        height={video.height}
        aria-label={video.title}
        preload="none"
        loop
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5-page"
        x5-video-player-fullscreen="false"
        onPlaying={() => {
          setPlaying(true);
          postVideoPlay(video.id);
        }}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={playing ? text.pause : text.play}
        onClick={toggle}
      >
        {!playing && <span className={styles.playMark} aria-hidden="true" />}
      </button>
      {muted && (
        <button type="button" className={styles.unmute} onClick={unmute}>
          {text.unmute}
        </button>
      )}
      {failed && (
        <p role="alert" className={styles.failed}>
          {text.failed}
        </p>
      )}
    </div>
  );
}
