import { redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { readMemberInfo } from '@/lib/api/members';
import { redirectPath } from '@/lib/auth/redirectTarget';
import { asMember } from '@/lib/auth/serverSession';
import { basePathFrom } from '@/lib/config/env.mjs';
import type { MessagePath } from '@/lib/i18n/messages';
import { firstValue, type SearchParams } from '@/lib/routing/pageParams';
import { LoginFlow } from '@/components/member/LoginFlow.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/member/memberPage.module.css';

const EDIT_STEPS = ['profile', 'password'] as const;

/** The login forms' strings, their refusals, and the sign-in fields' placeholders the reader's forms share. */
const LOGIN_MESSAGES: MessagePath[] = [
  'login',
  'memberErrors',
  'errors',
  'reader.phonePlaceholder',
  'reader.codePlaceholder',
  'reader.passwordPlaceholder',
  'reader.passwordConfirmPlaceholder',
];

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
  const [member, t] = await Promise.all([asMember(readMemberInfo), getTranslations('routes')]);
  if (member && !step) redirect(destination);

  return (
    <section className={styles.page}>
      {!member && <h1 className={styles.title}>{t('login')}</h1>}
      <IslandMessages namespaces={LOGIN_MESSAGES}>
        <LoginFlow
          destination={basePath + destination}
          initialStep={member && step ? step : 'signIn'}
          member={member}
        />
      </IslandMessages>
    </section>
  );
}
