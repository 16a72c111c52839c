import { getTranslations } from '@/lib/i18n/translations';
import { hasDownloadAddress } from '@/lib/format/downloadLinks';
import { downloadHref } from '@/lib/guard/shareMode';
import { shareUiOf, type ArticleShareProps } from '@/components/share/ArticleAppShare';
import { OpenAppPrompt } from '@/components/share/OpenAppPrompt.island';
import { launchTemplate } from '@/lib/auth/wechatLaunchTemplate';
import { Icon } from '@/components/shell/Icon';

/**
 * Share mode outside the app: the open-app prompt at the end of the article. In WeChat it uses the open tag when
 * the site turned it on (_rd_WeChat.openLaunchApp) and named the app (_rd_WeChat.openAppid); the article's address
 * goes to the app as extinfo. A site with no download address shows no prompt: it would lead nowhere.
 */
export async function ArticleOpenApp(props: ArticleShareProps) {
  const { guard, config, share, article } = props;
  if (shareUiOf(props) !== 'openAppPrompt' || !hasDownloadAddress(config.downloadLinks)) return null;
  const t = await getTranslations('share');
  const canLaunch = guard.inWeChat && config.openLaunchApp && config.launchAppId !== '';
  return (
    <OpenAppPrompt
      text={t('prompt')}
      downloadLabel={t('downloadApp')}
      dismissLabel={t('dismiss')}
      downloadHref={downloadHref(config.downloadUrl, article.config.basePath)}
      launch={
        canLaunch
          ? { appId: config.launchAppId, extinfo: share.url, template: launchTemplate(t('openApp')) }
          : null
      }
      closeIcon={<Icon name="close" />}
    />
  );
}
