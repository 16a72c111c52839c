'use client';

import { useEffect, useState } from 'react';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { chunkRecoveryAction, isChunkElement, isChunkError } from '@/lib/chunkRecovery';
import { storage } from '@/lib/auth/browserSession';
import styles from '@/components/shell/Notice.module.css';

export function ChunkErrorRecovery() {
  const t = useIslandTranslations('errors');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const recover = () => {
      if (chunkRecoveryAction(storage('sessionStorage')) === 'reload') window.location.reload();
      else setFailed(true);
    };
    const onError = (event: Event) => {
      if (isChunkElement(event.target) || isChunkError((event as ErrorEvent).error)) recover();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkError(event.reason)) recover();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (!failed) return null;
  return (
    <div role="alert" className={styles.notice}>
      <p>{t('chunkFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}
