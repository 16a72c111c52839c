// A page's share card in the WeChat browser: sign the page's URL, load and configure the JS-SDK, set the card,
// and report an article's completed shares. Loaded with import() by the WeChatShare island only inside WeChat, so
// readers elsewhere never download any of it.
import { browserApi } from '@/lib/auth/browserApi';
import {
  SHARE_OBJECT_TYPE,
  shareData,
  shareMenuHidden,
  signatureUrl,
  wxConfigFrom,
  type ShareArticle,
  type ShareConfig,
} from '@/lib/auth/wechat';
import { applyShareData, configureWeChat, loadWeChatSdk } from '@/lib/auth/wechatSdk';
import type { ShareChannel } from '@/lib/format/share';

/** The address this document was opened at, which the client router's changes to the address bar leave alone. */
function landingUrl(): string {
  const [opened] = performance.getEntriesByType?.('navigation') ?? [];
  return opened?.name || window.location.href;
}

/**
 * `onShared` reports a completed share; a page that is not an article (a column), whose shares the `event`
 * operation does not count, passes none.
 */
export async function setUpWeChatShare({
  share,
  shareConfig,
  openLaunchApp,
  onShared,
}: {
  share: ShareArticle;
  shareConfig: ShareConfig;
  openLaunchApp: boolean;
  onShared?: (objectType: number, channel: ShareChannel) => void;
}): Promise<void> {
  const wxConfig = wxConfigFrom(
    await browserApi().call('wx/signature', {
      url: signatureUrl(window.location.href, { landing: landingUrl(), userAgent: navigator.userAgent }),
    }),
    { openLaunchApp },
  );
  if (!wxConfig) return;
  const wx = await loadWeChatSdk();
  await configureWeChat(wx, wxConfig);
  applyShareData(wx, shareData(share, shareConfig, { inWeChat: true }), {
    hidden: shareMenuHidden(share),
    onShared: onShared && ((channel) => onShared(share.objectType ?? SHARE_OBJECT_TYPE.article, channel)),
  });
}
