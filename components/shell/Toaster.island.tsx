'use client';

import { useEffect, useState } from 'react';
import { TOAST_EVENT, type ToastDetail } from '@/lib/shellEvents';
import { useMessageText } from '@/lib/i18n/useMessageText';
import styles from '@/components/shell/Notice.module.css';

export const TOAST_MS = 2500;

/**
 * Shows toasts raised anywhere; inside the app webview they go to the app instead (spec section 8), through the
 * bridge, which loads only there.
 */
export function Toaster({ inApp }: { inApp: boolean }) {
  const text = useMessageText();
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bridge = inApp ? import('@/lib/auth/appBridge') : null;
    const show = (message: string) => {
      setShown(message);
      clearTimeout(timer);
      timer = setTimeout(() => setShown(null), TOAST_MS);
    };
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastDetail>).detail;
      const message = text('text' in detail ? detail : { key: detail.messageKey });
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
  }, [inApp, text]);

  return (
    <div role="status" aria-live="polite" className={shown ? styles.notice : 'visually-hidden'}>
      {shown}
    </div>
  );
}
