import type { ShortVideo } from '@/lib/api/vodModel';
import { SHARE_OBJECT_TYPE } from '@/lib/auth/wechat';
import { formatCommentCount } from '@/lib/format/count';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { absoluteHttpUrl } from '@/lib/html/safeUrl';
import type { ArticleStats } from '@/lib/stats/events';
import { ArticlePraiseButton } from '@/components/comment/ArticlePraiseButton.island';
import { BrowserShareButton } from '@/components/share/BrowserShareButton.island';
import { LazyAppShareButton } from '@/components/share/lazyShare.island';
import type { ShareSheetText } from '@/components/share/ShareSheet.island';
import { useClipCounts } from '@/components/shortVideo/useClipCounts';
import styles from '@/components/shortVideo/ShortVideo.module.css';

/** What a clip's buttons need from the page: the site's statistics, where shares lead, the share sheet's text. */
export interface ClipSharing {
  stats: Omit<ArticleStats, 'fileId'>;
  /** The site's origin and base path: a clip is shared as its share page, `/mvodShare/<id>.html`. */
  siteUrl: string;
  globalTitleChars: number | null;
  /** The site's share button (every browser but WeChat and the app); null where it is not offered. */
  browserShare: { label: string; text: ShareSheetText } | null;
  /** Inside the app's webview: its share sheet, through the bridge; null elsewhere or when sharing is closed. */
  appShare: { label: string; unavailableText: string } | null;
}

/**
 * A clip's 点赞 (praise of the article carrying it), its comment count leading to the comments, and 分享. A clip
 * with no article has neither praise nor comments.
 */
export function ShortVideoActions({
  video,
  sharing,
  commentsLabel,
}: {
  video: ShortVideo;
  sharing: ClipSharing;
  commentsLabel: (count: string) => string;
}) {
  const { articleId } = video;
  const counts = useClipCounts(articleId);
  const article: ArticleStats = { ...sharing.stats, fileId: articleId };
  const { browserShare, appShare } = sharing;
  const title = shareTitle(video.title, { inWeChat: false, globalChars: sharing.globalTitleChars });
  const url = `${sharing.siteUrl}/mvodShare/${video.id}.html`;
  return (
    <div className={styles.actions}>
      {articleId > 0 && (
        <>
          <ArticlePraiseButton stats={article} className={styles.action} />
          <a
            className={styles.action}
            href={`${sharing.stats.config.basePath}/commentAll/${articleId}/0.html`}
          >
            {commentsLabel(counts ? formatCommentCount(counts.discussCount) : '')}
          </a>
        </>
      )}
      {browserShare && (
        <BrowserShareButton
          label={browserShare.label}
          className={styles.action}
          text={browserShare.text}
          target={{
            title,
            text: shareDescription(video.description),
            url,
            poster: '',
            posterFileName: `${video.id}.png`,
          }}
          article={article}
          objectType={SHARE_OBJECT_TYPE.article}
        />
      )}
      {appShare && (
        <LazyAppShareButton
          label={appShare.label}
          unavailableText={appShare.unavailableText}
          className={styles.action}
          card={{
            title,
            desc: shareDescription(video.description),
            link: url,
            imgUrl: absoluteHttpUrl(video.poster, url) ?? '',
            shareType: SHARE_OBJECT_TYPE.article,
          }}
          article={article}
        />
      )}
    </div>
  );
}
