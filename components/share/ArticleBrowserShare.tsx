import { getTranslations } from '@/lib/i18n/translations';
import { SHARE_OBJECT_TYPE, shareData, shareMenuHidden } from '@/lib/auth/wechat';
import { browserShareShown } from '@/lib/guard/shareMode';
import type { ArticleShareProps } from '@/components/share/ArticleAppShare';
import { BrowserShareButton } from '@/components/share/BrowserShareButton.island';

/**
 * In every browser but WeChat and the app: 分享 beside 收藏, with the card cut to the global limits. The same for
 * every reader of such a browser; whether the system share sheet exists is asked at the tap.
 */
export async function ArticleBrowserShare({
  className,
  ...props
}: ArticleShareProps & { className?: string }) {
  const { guard, config, share, article, preview, poster } = props;
  if (!browserShareShown(guard, { shareClosed: shareMenuHidden(share), preview })) return null;
  const t = await getTranslations('share');
  const card = shareData(share, { globalTitleChars: config.shareTitleChars.global }, { inWeChat: false });
  return (
    <BrowserShareButton
      label={t('share')}
      className={className}
      text={{
        title: t('sheetTitle'),
        link: t('link'),
        copyLink: t('copyLink'),
        copied: t('copied'),
        copyFailed: t('copyFailed'),
        poster: t('poster'),
        posterHint: t('posterHint'),
        savePoster: t('savePoster'),
        close: t('close'),
      }}
      target={{
        title: card.title,
        text: card.desc,
        url: card.link,
        poster,
        posterFileName: `${article.fileId}.png`,
      }}
      article={article}
      objectType={share.objectType ?? SHARE_OBJECT_TYPE.article}
    />
  );
}
