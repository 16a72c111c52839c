import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getActivity } from '@/lib/api/activities';
import { serverConfig } from '@/lib/config/serverConfig';
import { SignUpForm } from '@/components/activity/SignUpForm.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/activity/ApplyScreen.module.css';

/** `/activityApply/:linkID/:id.html`: the sign-up form of the fields the activity defines. */
export async function ApplyScreen({ id }: { id: number }) {
  const [activity, t] = await Promise.all([getActivity(id), getTranslations('activity')]);
  if (!activity?.hasSignUp) notFound();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{activity.title}</h1>
      <h2 className={styles.heading}>{t('formTitle')}</h2>
      <IslandMessages namespaces={['activity', 'imageAttachments', 'memberErrors', 'errors']}>
        <SignUpForm
          activityId={activity.id}
          fields={activity.fields}
          basePath={serverConfig().publicConfig.basePath}
        />
      </IslandMessages>
    </section>
  );
}
