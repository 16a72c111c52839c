'use client';

import { startTransition, useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { chunkRecoveryAction, isChunkError } from '@/lib/chunkRecovery';
import styles from '@/components/shell/StatusMessage.module.css';

/** Any failure while rendering a page: a translated message and a retry, never a stack trace. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useIslandTranslations('errors');
  const router = useRouter();
  const chunkFailed = isChunkError(error);

  useEffect(() => {
    console.error(error);
    if (chunkFailed && chunkRecoveryAction(window.sessionStorage) === 'reload') window.location.reload();
  }, [error, chunkFailed]);

  return (
    <section className={styles.status} role="alert" data-transient-failure="">
      <h1>{t(chunkFailed ? 'chunkFailed' : 'network')}</h1>
      {!chunkFailed && <p>{t('backendDown')}</p>}
      <button
        type="button"
        className={styles.action}
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {t('retry')}
      </button>
    </section>
  );
}
