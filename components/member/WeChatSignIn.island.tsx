'use client';

import { useEffect } from 'react';
import { startWeChatSignIn, type WeChatSignInOptions } from '@/lib/auth/wechatSignInBrowser';
import { AuthorizingPopup } from '@/components/shell/AuthorizingPopup.island';

/**
 * Back from WeChat's authorize page (spec section 4): signs the reader in with the code WeChat returned, with the
 * 授权中... popup while it authorizes; failures are the shell's toasts. The layout loads it only where the flow
 * runs, inside WeChat (components/shell/lazyShell.ts), so other readers' pages do not carry it.
 */
export function WeChatSignIn({
  basePath,
  deviceIdStyle,
  reloadAfter,
  authorizingLabel,
}: WeChatSignInOptions & { authorizingLabel: string }) {
  useEffect(() => {
    void startWeChatSignIn({ basePath, deviceIdStyle, reloadAfter });
  }, [basePath, deviceIdStyle, reloadAfter]);
  return <AuthorizingPopup label={authorizingLabel} />;
}
