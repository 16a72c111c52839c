import type Hls from 'hls.js';

const isHls = (src: string) => /\.m3u8(?:[?#]|$)/i.test(src);

/**
 * Gives a <video> its source: HLS plays natively where the browser can (iOS Safari, WeChat on iOS) and through
 * hls.js, loaded only now, elsewhere. `fail` hears a fatal error. Answers the detach, which frees hls.js.
 * Shared by the article's player and the short videos (components/shortVideo).
 */
export function attachVideoSource(element: HTMLVideoElement, src: string, fail: () => void): () => void {
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
}
