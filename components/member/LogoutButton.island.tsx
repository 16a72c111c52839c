'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { loadPage } from '@/lib/auth/loadPage';
import { signOut } from '@/lib/auth/signIn';
import { FormError } from '@/components/forms/FormError';
import { useMemberTask } from '@/components/member/useMemberTask';
import styles from '@/components/member/LogoutButton.module.css';

/** 退出登录: the token family is revoked on the backend, then the reader goes home signed out. */
export function LogoutButton({ home }: { home: string }) {
  const t = useIslandTranslations('member');
  const task = useMemberTask();

  async function logout() {
    if (await task.run({}, signOut)) loadPage(home);
  }

  return (
    <>
      <FormError text={task.error} />
      <button type="button" className={styles.logout} disabled={task.pending} onClick={() => void logout()}>
        {task.pending ? t('loggingOut') : t('logout')}
      </button>
    </>
  );
}
