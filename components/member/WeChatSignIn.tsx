'use client';

import { useEffect } from 'react';
import type { WeChatSignInOptions } from '@/lib/auth/wechatSignInBrowser';

/**
 * Back from WeChat's authorize page (spec section 4): signs the reader in with the code WeChat returned. Renders
 * nothing; the 授权中... popup and the failure toasts are the shell's. The flow loads only where it runs, inside
 * WeChat, so other readers' pages do not carry it.
 */
export function WeChatSignIn({ basePath, deviceIdStyle, reloadAfter }: WeChatSignInOptions) {
  useEffect(() => {
    void import('@/lib/auth/wechatSignInBrowser').then(({ startWeChatSignIn }) =>
      startWeChatSignIn({ basePath, deviceIdStyle, reloadAfter }),
    );
  }, [basePath, deviceIdStyle, reloadAfter]);
  return null;
}
