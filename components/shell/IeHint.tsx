import { getTranslations } from 'next-intl/server';
import styles from '@/components/shell/IeHint.module.css';

/** Internet Explorer cannot run the page's scripts, so the hint closes with a checkbox and CSS alone. */
export async function IeHint() {
  const t = await getTranslations('ieHint');
  return (
    <>
      <input type="checkbox" id="ie-hint-closed" className={styles.toggle} />
      <div className={styles.hint} role="alertdialog" aria-labelledby="ie-hint-title">
        <div className={styles.box}>
          <h2 id="ie-hint-title">{t('title')}</h2>
          <p>{t('text')}</p>
          <label htmlFor="ie-hint-closed" className={styles.confirm}>
            {t('confirm')}
          </label>
        </div>
      </div>
    </>
  );
}
