import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readMemberInfo } from '@/lib/api/members';
import { redirectPath } from '@/lib/auth/redirectTarget';
import { asMember } from '@/lib/auth/serverSession';
import { basePathFrom } from '@/lib/config/env.mjs';
import { firstValue, type SearchParams } from '@/lib/routing/pageParams';
import { LoginFlow } from '@/components/member/LoginFlow.island';
import { memberIslandMessages } from '@/components/member/memberMessages';
import styles from '@/components/member/memberPage.module.css';

const EDIT_STEPS = ['profile', 'password'] as const;

/**
 * 登录: phone and SMS code or password; afterwards back to `?redirect=` (same-site paths only). A signed-in
 * member is sent on at once, unless `?step=profile` or `?step=password` asks to edit their details. Whether
 * someone is signed in is the backend's word, not the cookie's: a session it no longer takes signs in anew.
 */
export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const basePath = basePathFrom();
  const destination = redirectPath(firstValue(params, 'redirect'), basePath);
  const step = EDIT_STEPS.find((name) => name === firstValue(params, 'step'));
  const [member, messages, t] = await Promise.all([
    asMember(readMemberInfo),
    memberIslandMessages(),
    getTranslations('routes'),
  ]);
  if (member && !step) redirect(destination);

  return (
    <section className={styles.page}>
      {!member && <h1 className={styles.title}>{t('login')}</h1>}
      <LoginFlow
        messages={messages}
        destination={basePath + destination}
        initialStep={member && step ? step : 'signIn'}
        member={member}
      />
    </section>
  );
}
