import type { TipoffPage } from '@/lib/api/tipoffModel';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { TipoffForm } from '@/components/tipoff/TipoffForm.island';
import { TipoffList } from '@/components/tipoff/TipoffList.island';
import { tipoffLabels } from '@/components/tipoff/tipoffLabels';
import styles from '@/components/tipoff/Tipoff.module.css';

/** 我的报料: the tip-off form (text, name, pictures, a video, a recording), then the member's tip-offs with their state. */
export async function MyTipoffsScreen({ firstPage }: { firstPage: TipoffPage }) {
  const { t, day } = await tipoffLabels();
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
        <IslandMessages namespaces={['tipoff', 'list', 'empty']}>
          <TipoffList firstPage={firstPage} day={day} />
        </IslandMessages>
      )}
    </section>
  );
}
