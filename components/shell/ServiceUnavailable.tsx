import { getTranslations } from 'next-intl/server';
import styles from '@/components/shell/StatusMessage.module.css';

/** What a reader sees when the backend cannot be reached: a translated message and a way to try again. */
export async function ServiceUnavailable() {
  const t = await getTranslations('errors');
  return (
    // The marker keeps the site's page cache from serving this to the next reader (lib/server/pageCache.mjs).
    <section className={styles.status} role="alert" data-transient-failure="">
      <h1>{t('network')}</h1>
      <p>{t('backendDown')}</p>
      <a href="" className={styles.action}>
        {t('retry')}
      </a>
    </section>
  );
}
