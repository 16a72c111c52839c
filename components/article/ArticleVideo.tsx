/**
 * The <video> of a video article, drawn on the server inside the VideoPlayer island, which gives it its source:
 * inline on phones (playsinline and the X5 attributes for Android WeChat/QQ).
 */
export function ArticleVideo({ poster, title }: { poster: string; title: string }) {
  return (
    <video
      controls
      playsInline
      preload="metadata"
      poster={poster || undefined}
      aria-label={title}
      width={750}
      height={422}
      x5-playsinline="true"
      webkit-playsinline="true"
      x5-video-player-type="h5"
    />
  );
}
