import Link from 'next/link';
import type { TipoffPage } from '@/lib/api/tipoffModel';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { TipoffForm } from '@/components/tipoff/TipoffForm.island';
import { TipoffState } from '@/components/tipoff/TipoffState';
import { tipoffLabels } from '@/components/tipoff/tipoffLabels';
import styles from '@/components/tipoff/Tipoff.module.css';

/** 我的报料: the tip-off form (text, name, pictures, a video, a recording), then the member's tip-offs with their state. */
export async function MyTipoffsScreen({ firstPage }: { firstPage: TipoffPage }) {
  const { t, state, time } = await tipoffLabels();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('heading')}</h1>
      <IslandMessages namespaces={['tipoff', 'imageAttachments', 'memberErrors', 'errors']}>
        <TipoffForm />
      </IslandMessages>
      <h2 className={styles.subtitle}>{t('mine')}</h2>
      {firstPage.list.length === 0 ? (
        <EmptyState text={t('none')} />
      ) : (
        <ul className={styles.list}>
          {firstPage.list.map((tipoff) => {
            const at = time(tipoff.publishTime);
            return (
              <li key={tipoff.id} className={styles.item}>
                <Link href={`/tipoffDetail/${tipoff.id}.html`} className={styles.itemLink}>
                  {tipoff.content}
                </Link>
                <p className={styles.meta}>
                  <TipoffState status={tipoff.status} label={state(tipoff.status)} />{' '}
                  <time dateTime={at.iso}>{at.text}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
