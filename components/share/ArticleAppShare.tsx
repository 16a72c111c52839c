import { getTranslations } from '@/lib/i18n/translations';
import type { SiteConfig } from '@/lib/api/siteConfig';
import { SHARE_OBJECT_TYPE, shareData, shareMenuHidden, type ShareArticle } from '@/lib/auth/wechat';
import type { GuardState } from '@/lib/guard/guardState.mjs';
import { articleShareUi } from '@/lib/guard/shareMode';
import type { ArticleStats } from '@/lib/stats/events';
import { LazyAppShareButton } from '@/components/share/lazyShare.island';

/** What an article page knows that decides and fills its sharing (lib/guard/shareMode.ts). */
export interface ArticleShareProps {
  guard: GuardState;
  config: SiteConfig;
  share: ShareArticle;
  article: ArticleStats;
  preview: boolean;
  /** The article's poster to save (its square share card, lib/seo/shareCard.ts); '' for none. */
  poster: string;
}

export const shareUiOf = ({ guard, share, preview }: ArticleShareProps) =>
  articleShareUi(guard, { shareClosed: shareMenuHidden(share), preview });

/** Inside the app's webview: the share button under the article, with the card cut to the global limits. */
export async function ArticleAppShare(props: ArticleShareProps) {
  if (shareUiOf(props) !== 'appShare') return null;
  const { config, share, article } = props;
  const t = await getTranslations('share');
  const card = shareData(share, { globalTitleChars: config.shareTitleChars.global }, { inWeChat: false });
  return (
    <LazyAppShareButton
      label={t('share')}
      unavailableText={t('unavailable')}
      card={{ ...card, shareType: share.objectType ?? SHARE_OBJECT_TYPE.article }}
      article={article}
    />
  );
}
