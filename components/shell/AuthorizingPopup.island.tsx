'use client';

import { useEffect, useState } from 'react';
import { AUTHORIZING_EVENT } from '@/lib/shellEvents';
import styles from '@/components/shell/AuthorizingPopup.module.css';

/** The 授权中... popup (spec section 2), raised by the WeChat flow through setAuthorizing(). */
export function AuthorizingPopup({ label }: { label: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onChange = (event: Event) => setOpen((event as CustomEvent<boolean>).detail);
    window.addEventListener(AUTHORIZING_EVENT, onChange);
    return () => window.removeEventListener(AUTHORIZING_EVENT, onChange);
  }, []);

  if (!open) return null;
  return (
    <div className={styles.overlay}>
      <div role="status" aria-live="assertive" className={styles.popup}>
        <span className={styles.spinner} aria-hidden="true" />
        {label}
      </div>
    </div>
  );
}
