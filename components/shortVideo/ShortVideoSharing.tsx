import type { ArticleShareProps } from '@/components/share/ArticleAppShare';
import { ArticleOpenApp } from '@/components/share/ArticleOpenApp';
import { LazyWeChatShare } from '@/components/share/lazyShare.island';

/**
 * What both short-video screens share as the article pages do: in WeChat the clip's share card (its share page,
 * title, description and poster), and in share mode the open-app prompt.
 */
export function ShortVideoSharing(sharing: ArticleShareProps) {
  const { guard, config, share, article } = sharing;
  return (
    <>
      {guard.inWeChat && (
        <LazyWeChatShare
          article={article}
          share={share}
          shareConfig={{
            wechatTitleChars: config.shareTitleChars.wechat,
            globalTitleChars: config.shareTitleChars.global,
          }}
          openLaunchApp={config.openLaunchApp}
        />
      )}
      <ArticleOpenApp {...sharing} />
    </>
  );
}
