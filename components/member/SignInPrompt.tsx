import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { loginHref } from '@/lib/auth/redirectTarget';
import { basePathFrom } from '@/lib/config/env.mjs';
import styles from '@/components/shell/StatusMessage.module.css';

/**
 * What a member page shows a signed-out reader: the same for all of them, so the page cache may share it.
 * `path` is the page itself (below the base path), where the login page sends the reader back.
 */
export async function SignInPrompt({ title, path }: { title: string; path: string }) {
  const t = await getTranslations('member');
  return (
    <section className={styles.status}>
      <h1>{title}</h1>
      <p>{t('signInPrompt')}</p>
      <Link href={loginHref(path, basePathFrom())} className={styles.action}>
        {t('signIn')}
      </Link>
    </section>
  );
}
