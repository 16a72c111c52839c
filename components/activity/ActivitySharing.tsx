import type { ArticleShareProps } from '@/components/share/ArticleAppShare';
import { ArticleAppShare } from '@/components/share/ArticleAppShare';
import { ArticleBrowserShare } from '@/components/share/ArticleBrowserShare';
import { LazyWeChatShare } from '@/components/share/lazyShare.island';
import styles from '@/components/activity/ActivityScreen.module.css';

/** An activity's sharing, as an article's (share object type 4): the app's button, WeChat's card, 分享 elsewhere. */
export function ActivitySharing(props: ArticleShareProps) {
  const { guard, config, share, article } = props;
  return (
    <div className={styles.sharing}>
      <ArticleAppShare {...props} />
      {guard.inWeChat && (
        <LazyWeChatShare
          article={article}
          share={share}
          shareConfig={{
            wechatTitleChars: config.shareTitleChars.wechat,
            globalTitleChars: config.shareTitleChars.global,
          }}
          openLaunchApp={false}
        />
      )}
      <ArticleBrowserShare {...props} className={styles.share} />
    </div>
  );
}
