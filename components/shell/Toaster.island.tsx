'use client';

import { useEffect, useState } from 'react';
import { TOAST_EVENT, type ToastDetail } from '@/lib/shellEvents';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import styles from '@/components/shell/Notice.module.css';

export const TOAST_MS = 2500;

/**
 * Shows toasts raised anywhere; inside the app webview they go to the app instead (spec section 8), through the
 * bridge, which loads only there.
 */
export function Toaster({ inApp }: { inApp: boolean }) {
  const t = useIslandTranslations();
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bridge = inApp ? import('@/lib/auth/appBridge') : null;
    const show = (message: string) => {
      setText(message);
      clearTimeout(timer);
      timer = setTimeout(() => setText(null), TOAST_MS);
    };
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastDetail>).detail;
      const message = 'text' in detail ? detail.text : t(detail.messageKey);
      if (!bridge) return show(message);
      void bridge.then(({ sendToApp }) => {
        if (!sendToApp({ type: 'toast', payload: { text: message } })) show(message);
      });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      clearTimeout(timer);
    };
  }, [inApp, t]);

  return (
    <div role="status" aria-live="polite" className={text ? styles.notice : 'visually-hidden'}>
      {text}
    </div>
  );
}
