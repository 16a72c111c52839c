import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import styles from '@/components/shell/StatusMessage.module.css';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <section className={styles.status}>
      <h1>{t('notFound')}</h1>
      <Link href="/home.html" className={styles.action}>
        {t('goHome')}
      </Link>
    </section>
  );
}
